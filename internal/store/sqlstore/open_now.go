package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"branchenbuch/internal/directory"
)

// "Jetzt geöffnet" (directory.Filters.OpenAt) is a join of a business's
// schedule key with the schedules table, whose open flag says whether that
// schedule is open in the minute last asked about. Businesses share
// schedules (a city's bakeries mostly open at the same hours), so keeping
// the flags current means evaluating a few thousand schedules once a minute
// instead of every business's hours on every request. Any instance may
// refresh the flags; they are the same for the same minute.

// scheduleRow is the schedule a written business refers to; ok is false for
// a business that can never be open (no schedule).
type scheduleRow struct {
	key        int64
	definition string
	ok         bool
}

func newScheduleRow(b *directory.Business) scheduleRow {
	_, text, ok := directory.ScheduleOf(b)
	if !ok {
		return scheduleRow{}
	}
	return scheduleRow{key: directory.ScheduleKey(text), definition: text, ok: true}
}

// value is the row's businesses.schedule column.
func (r scheduleRow) value() any {
	if !r.ok {
		return nil
	}
	return r.key
}

// addSchedules stores the schedules of the rows that the table lacks; the
// next open filter evaluates them.
func (s *Store) addSchedules(ctx context.Context, tx *sql.Tx, rows []preparedRow) error {
	seen := map[int64]bool{}
	var args []any
	for _, r := range rows {
		if r.schedule.ok && !seen[r.schedule.key] {
			seen[r.schedule.key] = true
			args = append(args, r.schedule.key, r.schedule.definition)
		}
	}
	if err := ExecChunks(ctx, tx, s.dialect.Rebind, `INSERT INTO schedules (key, definition) VALUES `, "(?, ?)",
		` ON CONFLICT (key) DO NOTHING`, 2, args); err != nil {
		return fmt.Errorf("add schedules: %w", err)
	}
	if len(args) > 0 {
		s.openFlags.stale.Store(true)
	}
	return nil
}

// openFlags is this instance's view of the schedules table: every schedule
// read so far, compiled, and its flag as this instance last wrote it.
type openFlags struct {
	mu      sync.Mutex
	stale   atomic.Bool // this instance stored schedules since the flags were set
	known   map[int64]bool
	minute  int64 // the Unix minute the flags were last set for
	keys    []int64
	openAt  []func(time.Time) bool
	written []flag
}

type flag int8

const (
	flagUnknown flag = iota // not written by this instance yet
	flagClosed
	flagOpen
)

func flagOf(open bool) flag {
	if open {
		return flagOpen
	}
	return flagClosed
}

// refreshOpen makes the schedules' open flags those of the minute of at.
// Within a minute it does nothing, unless this instance stored new
// schedules since; otherwise it reads the schedules added since the last
// call (another instance's import counts from the next minute) and writes
// only the flags that change, in most minutes none.
func (s *Store) refreshOpen(ctx context.Context, at time.Time) (err error) {
	f := &s.openFlags
	minute := at.Unix() / 60
	f.mu.Lock()
	defer f.mu.Unlock()
	if minute == f.minute && !f.stale.Load() {
		return nil
	}
	f.stale.Store(false)
	defer func() {
		if err != nil {
			f.stale.Store(true) // try again with the next request
		}
	}()
	var stored int
	if err := s.queryRow(ctx, `SELECT count(*) FROM schedules`).Scan(&stored); err != nil {
		return err
	}
	if stored != len(f.keys) {
		if err := f.load(ctx, s); err != nil {
			return err
		}
	}
	now := make([]flag, len(f.openAt))
	var opened, closed []any
	for i, openAt := range f.openAt {
		if now[i] = flagOf(openAt(at)); now[i] == f.written[i] {
			continue
		}
		if now[i] == flagOpen {
			opened = append(opened, f.keys[i])
		} else {
			closed = append(closed, f.keys[i])
		}
	}
	if len(opened)+len(closed) == 0 {
		f.written, f.minute = now, minute
		return nil // no write lock for nothing: an import may hold it
	}
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, set := range []struct {
		open bool
		keys []any
	}{{true, opened}, {false, closed}} {
		head := `UPDATE schedules SET open = ` + map[bool]string{true: "TRUE", false: "FALSE"}[set.open] + ` WHERE key IN (`
		if err := ExecChunks(ctx, tx, s.dialect.Rebind, head, "?", ")", 1, set.keys); err != nil {
			return fmt.Errorf("set open schedules: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	f.written, f.minute = now, minute
	// The flags are written for every instance: a visitor who goes away
	// must not leave them without their statistics, as the next refresh
	// finds nothing changed and would not tell the planner again.
	return s.dialect.FlagsChanged(context.WithoutCancel(ctx), s.write)
}

// load adds the stored schedules that f does not know yet. Schedules are
// never deleted, and the table is small (one row per distinct schedule).
func (f *openFlags) load(ctx context.Context, s *Store) error {
	if f.known == nil {
		f.known = map[int64]bool{}
	}
	rows, err := s.query(ctx, `SELECT key, definition FROM schedules`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var key int64
		var def string
		if err := rows.Scan(&key, &def); err != nil {
			return err
		}
		if f.known[key] {
			continue
		}
		f.known[key] = true
		var sch directory.Schedule
		_ = json.Unmarshal([]byte(def), &sch) // written by us; a bad value is a schedule never open
		f.keys = append(f.keys, key)
		f.openAt = append(f.openAt, sch.Compile())
		f.written = append(f.written, flagUnknown)
	}
	return rows.Err()
}
