-- New businesses are filed in the operator's search and counts by the store
-- (sqlite/admin_insert.go), a batch at a time, instead of by a trigger: any
-- write in a trigger makes SQLite keep a statement journal for every insert
-- statement, a copy of each page it changes. The update and delete
-- triggers stay.
DROP TRIGGER admin_insert;
