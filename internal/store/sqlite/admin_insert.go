package sqlite

import (
	"context"
	"database/sql"
	"math"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"
)

// IndexInserted files new businesses in the operator's search and counts,
// which an insert trigger did before migration 0014: any write in a
// trigger makes SQLite keep a statement journal for every insert statement
// (a copy of each page it changes), and a batch has far fewer distinct
// facets and hours than rows. The update and delete triggers stay.
func (dialect) IndexInserted(ctx context.Context, tx *sql.Tx, bs []*directory.Business, createdMs int64) error {
	type facet struct{ facet, value string }
	type hour struct {
		country string
		hour    int64
	}
	type hourCount struct {
		country          string
		n, rated, tenths int64
	}
	var search []any
	facets, labels := map[facet]int64{}, map[facet]string{}
	hours := map[hour]*hourCount{}
	for _, b := range bs {
		search = append(search, b.ID, directory.AdminSearchKey(b))
		for _, f := range []struct {
			key   facet
			label string
		}{
			{facet{"category", b.Category}, b.Category}, {facet{"type", b.Type}, b.Type}, {facet{"city", directory.CityKey(b.City)}, b.City},
		} {
			facets[f.key]++
			labels[f.key] = f.label // the last row's, as the trigger's upsert left it
		}
		h := hour{b.CountryCode, createdMs / 3_600_000}
		c := hours[h]
		if c == nil {
			c = &hourCount{}
			hours[h] = c
		}
		c.country = b.Country
		c.n++
		if b.Listed() && b.Rating > 0 {
			c.rated++
			c.tenths += int64(math.Round(b.Rating * 10))
		}
	}
	var facetArgs, hourArgs []any
	for f, n := range facets {
		facetArgs = append(facetArgs, f.facet, f.value, labels[f], n)
	}
	for h, c := range hours {
		hourArgs = append(hourArgs, h.country, h.hour, c.country, c.n, c.rated, c.tenths)
	}
	if err := sqlstore.ExecChunks(ctx, tx, sqlstore.RebindNone, `INSERT INTO admin_search (rowid, key) VALUES `, "(?, ?)", "", 2, search); err != nil {
		return err
	}
	if err := sqlstore.ExecChunks(ctx, tx, sqlstore.RebindNone, `INSERT INTO admin_facets (facet, value, label, n) VALUES `, "(?, ?, ?, ?)",
		` ON CONFLICT (facet, value) DO UPDATE SET n = n + excluded.n, label = excluded.label`, 4, facetArgs); err != nil {
		return err
	}
	return sqlstore.ExecChunks(ctx, tx, sqlstore.RebindNone, `INSERT INTO admin_hours (country_code, hour, country, n, rated, rating_tenths) VALUES `,
		"(?, ?, ?, ?, ?, ?)", ` ON CONFLICT (country_code, hour) DO UPDATE SET n = n + excluded.n, rated = rated + excluded.rated,
		rating_tenths = rating_tenths + excluded.rating_tenths, country = excluded.country`, 6, hourArgs)
}
