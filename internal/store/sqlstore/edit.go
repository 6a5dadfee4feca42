package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"branchenbuch/internal/directory"
)

// EditBusiness implements directory.QueueStore. The row is rewritten the way
// an import updates it (updateBusinessSQL, the index, the count deltas), so
// hiding and showing move the counts exactly like any other change of
// listed. The dedupe key stays: it is the business's identity for imports.
func (s *Store) EditBusiness(ctx context.Context, id int64, e directory.BusinessEdit, actor string) (*directory.Business, error) {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	b, prev, err := s.businessForUpdate(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	changes := e.Apply(b)
	if len(changes) == 0 {
		tx.Rollback()
		return s.Business(ctx, id)
	}
	if err := s.rewrite(ctx, tx, b, prev); err != nil {
		return nil, fmt.Errorf("edit business %d: %w", id, err)
	}
	target, note := fmt.Sprintf("business/%d", id), directory.NoteLine("name", b.Name)
	var fields []directory.Change
	for _, c := range changes {
		if c.Field != "hidden" {
			fields = append(fields, c)
			continue
		}
		action := directory.AuditBusinessShow
		if b.Hidden {
			action = directory.AuditBusinessHide
		}
		if err := s.audit(ctx, tx, actor, action, target, note+directory.ChangeLines([]directory.Change{c})); err != nil {
			return nil, err
		}
	}
	if len(fields) > 0 {
		if err := s.audit(ctx, tx, actor, directory.AuditBusinessEdit, target, note+directory.ChangeLines(fields)); err != nil {
			return nil, err
		}
	}
	if err := s.commitTouched(tx); err != nil {
		return nil, err
	}
	return s.Business(ctx, id)
}

// businessForUpdate reads a business in tx with what it contributes to the
// counts and the index as stored, not as recomputed.
func (s *Store) businessForUpdate(ctx context.Context, tx *sql.Tx, id int64) (*directory.Business, *previous, error) {
	p := &previous{id: id}
	row := tx.QueryRowContext(ctx, s.q(`SELECT `+detailColumns+`, b.listed, b.city_key FROM businesses b WHERE b.id = ?`), id)
	b, err := scanBusiness(rowWith{row, []any{&p.listed, &p.cityKey}}, true)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, directory.Errorf(directory.ENOTFOUND, "Unternehmen nicht gefunden.").WithKey("business_not_found")
	}
	if err != nil {
		return nil, nil, err
	}
	p.slug = sql.NullString{String: b.URLSlug, Valid: b.URLSlug != ""}
	p.createdMs, p.city, p.postalCode, p.categorySlug = b.CreatedAt.UnixMilli(), b.City, b.PostalCode, b.CategorySlug
	p.score, p.reviewCount = directory.RankScore(&b), b.ReviewCount
	p.reviews, p.stars = directory.RatingWeight(&b)
	return &b, p, nil
}

// rewrite stores every column of b and moves its index entry, counts and
// vocabulary from what prev contributed to what b contributes now.
func (s *Store) rewrite(ctx context.Context, tx *sql.Tx, b *directory.Business, prev *previous) error {
	row := prepareRows([]directory.Business{*b}, s.now().UnixMilli())[0]
	if _, err := tx.ExecContext(ctx, s.q(updateBusinessSQL), append(row.values, b.ID)...); err != nil {
		return err
	}
	w := &batchWriter{index: s.dialect.NewIndexer()}
	counts, words := newCountDeltas(), map[string]bool{}
	w.indexAndCount(b, &row, prev, counts, words)
	if err := w.index.Flush(ctx, tx); err != nil {
		return fmt.Errorf("write search index: %w", err)
	}
	if err := s.applyCounts(ctx, tx, counts); err != nil {
		return err
	}
	if err := s.addSchedules(ctx, tx, []preparedRow{row}); err != nil {
		return err
	}
	if err := s.touch(ctx, tx); err != nil {
		return err
	}
	return s.addTerms(ctx, tx, words)
}

// rowWith scans a row of detailColumns followed by extra columns.
type rowWith struct {
	row   *sql.Row
	extra []any
}

func (r rowWith) Scan(dest ...any) error { return r.row.Scan(append(dest, r.extra...)...) }
