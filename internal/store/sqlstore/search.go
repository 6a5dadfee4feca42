package sqlstore

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

// maxRune closes a prefix range: every string that starts with p sorts below p+maxRune.
const maxRune = "\U0010FFFF"

// Search implements directory.Store; the semantics are in directory/search.go.
func (s *Store) Search(ctx context.Context, q directory.SearchQuery) (*directory.SearchResult, error) {
	empty := &directory.SearchResult{Businesses: []directory.Business{}}
	text, err := directory.ParseText(ctx, q.Text, s)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(q.Text) != "" && len(text) == 0 {
		return empty, nil // only punctuation: nothing can match
	}
	if q.Center != nil && q.RadiusKm > 0 {
		return s.searchRadius(ctx, text, q)
	}
	var loc *directory.LocationFilter
	if strings.TrimSpace(q.Location) != "" {
		f, ok := directory.ParseLocation(q.Location)
		if !ok {
			return empty, nil
		}
		loc = &f
	}
	var sel selection
	switch {
	case len(text) > 0:
		hits, args := s.dialect.TextHits(text, loc)
		sel = selection{
			with: `WITH hits AS (` + hits + `) `, from: `hits JOIN businesses b ON b.id = hits.id`,
			where: []string{"b.listed"}, args: args, order: `hits.tier, b.rating DESC, b.review_count DESC, b.id`,
		}
	case loc != nil:
		where, args := locationSQL(loc)
		sel = selection{from: `businesses b`, where: append([]string{"b.listed"}, where...), args: args,
			order: `b.rating DESC, b.review_count DESC, b.id`}
	default:
		return s.browse(ctx, q)
	}
	if q.Category != "" {
		sel.where = append(sel.where, "b.category_slug = ?")
		sel.args = append(sel.args, q.Category)
	}
	return s.page(ctx, sel, q.Limit, q.Offset)
}

// selection is a search query in parts, so that the page and its total share them.
type selection struct {
	with, from, order string
	where             []string
	args              []any
}

func (sel selection) sql(columns string) string {
	return sel.with + `SELECT ` + columns + ` FROM ` + sel.from + ` WHERE ` + strings.Join(sel.where, " AND ")
}

func (s *Store) page(ctx context.Context, sel selection, limit, offset int) (*directory.SearchResult, error) {
	var total int
	rows, err := s.read.QueryContext(ctx, s.q(sel.sql(listColumns+`, count(*) OVER ()`)+` ORDER BY `+sel.order+` LIMIT ? OFFSET ?`),
		append(sel.args, limit, offset)...)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	bs, err := scanBusinesses(rows, &total)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	if len(bs) == 0 && offset > 0 {
		// Past the last page the window count has no row to ride on.
		if err := s.read.QueryRowContext(ctx, s.q(`SELECT count(*) FROM (`+sel.sql("b.id")+`) AS n`), sel.args...).Scan(&total); err != nil {
			return nil, fmt.Errorf("search count: %w", err)
		}
	}
	return &directory.SearchResult{Businesses: bs, Total: total}, nil
}

// browse lists everything (or one category) best rated first; the total
// comes from the counts tables instead of counting 500,000 rows.
func (s *Store) browse(ctx context.Context, q directory.SearchQuery) (*directory.SearchResult, error) {
	if q.Category != "" {
		bs, total, err := s.CategoryBusinesses(ctx, q.Category, directory.ListQuery{Page: 1, Limit: q.Limit, SortBy: directory.SortRating})
		if err != nil || q.Offset == 0 {
			return &directory.SearchResult{Businesses: bs, Total: total}, err
		}
		rows, err := s.read.QueryContext(ctx, s.q(`SELECT `+listColumns+` FROM businesses b WHERE b.listed AND b.category_slug = ?
			ORDER BY b.rating DESC, b.review_count DESC, b.id LIMIT ? OFFSET ?`), q.Category, q.Limit, q.Offset)
		if err != nil {
			return nil, err
		}
		bs, err = scanBusinesses(rows)
		return &directory.SearchResult{Businesses: bs, Total: total}, err
	}
	total, err := s.CountListed(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := s.read.QueryContext(ctx, s.q(`SELECT `+listColumns+` FROM businesses b WHERE b.listed
		ORDER BY b.rating DESC, b.review_count DESC, b.id LIMIT ? OFFSET ?`), q.Limit, q.Offset)
	if err != nil {
		return nil, err
	}
	bs, err := scanBusinesses(rows)
	return &directory.SearchResult{Businesses: bs, Total: total}, err
}

// locationSQL expresses a LocationFilter as range conditions on indexed keys.
func locationSQL(f *directory.LocationFilter) ([]string, []any) {
	var where []string
	var args []any
	if f.PostalPrefix != "" {
		where = append(where, "b.postal_code >= ? AND b.postal_code < ?")
		args = append(args, f.PostalPrefix, f.PostalPrefix+":") // ':' sorts right after '9'
	}
	if f.CityWords != "" {
		where = append(where, "(b.city_key = ? OR (b.city_key > ? AND b.city_key < ?))")
		args = append(args, f.CityWords, f.CityWords+" ", f.CityWords+"!") // '!' sorts right after ' '
	}
	return where, args
}

// searchRadius narrows by bounding box in SQL and measures in Go, so both
// engines compute the same distances.
func (s *Store) searchRadius(ctx context.Context, text directory.TextQuery, q directory.SearchQuery) (*directory.SearchResult, error) {
	minLat, maxLat, minLng, maxLng := directory.BoundingBox(*q.Center, q.RadiusKm)
	sel := selection{from: `businesses b`,
		where: []string{"b.listed", "b.latitude BETWEEN ? AND ?", "b.longitude BETWEEN ? AND ?"},
		args:  []any{minLat, maxLat, minLng, maxLng}}
	if len(text) > 0 {
		hits, args := s.dialect.TextHits(text, nil)
		sel.with, sel.from = `WITH hits AS (`+hits+`) `, `hits JOIN businesses b ON b.id = hits.id`
		sel.args = append(args, sel.args...)
	}
	if q.Category != "" {
		sel.where = append(sel.where, "b.category_slug = ?")
		sel.args = append(sel.args, q.Category)
	}
	rows, err := s.read.QueryContext(ctx, s.q(sel.sql("b.id, b.latitude, b.longitude")), sel.args...)
	if err != nil {
		return nil, fmt.Errorf("radius search: %w", err)
	}
	type near struct {
		id   int64
		dist float64
	}
	var found []near
	for rows.Next() {
		var n near
		var p directory.Point
		if err := rows.Scan(&n.id, &p.Lat, &p.Lng); err != nil {
			rows.Close()
			return nil, err
		}
		if n.dist = directory.DistanceKm(*q.Center, p); n.dist <= q.RadiusKm {
			found = append(found, n)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	sort.Slice(found, func(i, j int) bool {
		if found[i].dist != found[j].dist {
			return found[i].dist < found[j].dist
		}
		return found[i].id < found[j].id
	})
	res := &directory.SearchResult{Businesses: []directory.Business{}, Total: len(found)}
	if q.Offset >= len(found) {
		return res, nil
	}
	found = found[q.Offset:min(len(found), q.Offset+q.Limit)]
	ids := make([]any, len(found))
	for i, n := range found {
		ids[i] = n.id
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(ids)), ", ")
	rows, err = s.read.QueryContext(ctx, s.q(`SELECT `+listColumns+` FROM businesses b WHERE b.id IN (`+marks+`)`), ids...)
	if err != nil {
		return nil, err
	}
	bs, err := scanBusinesses(rows)
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]directory.Business, len(bs))
	for _, b := range bs {
		byID[b.ID] = b
	}
	for _, n := range found {
		b := byID[n.id]
		d := float64(int(n.dist*100+0.5)) / 100
		b.DistanceKm = &d
		res.Businesses = append(res.Businesses, b)
	}
	return res, nil
}

// KnownTerm implements directory.Vocabulary.
func (s *Store) KnownTerm(ctx context.Context, term string, prefix bool) (bool, error) {
	var n int
	var err error
	if prefix {
		err = s.read.QueryRowContext(ctx, s.q(`SELECT count(*) FROM (SELECT 1 FROM search_terms WHERE term >= ? AND term < ? LIMIT 1) AS t`),
			term, term+maxRune).Scan(&n)
	} else {
		err = s.read.QueryRowContext(ctx, s.q(`SELECT count(*) FROM search_terms WHERE term = ?`), term).Scan(&n)
	}
	return n > 0, err
}

// TermsStartingWith implements directory.Vocabulary.
func (s *Store) TermsStartingWith(ctx context.Context, first string, minLen, maxLen int) ([]string, error) {
	rows, err := s.read.QueryContext(ctx, s.q(`SELECT term FROM search_terms WHERE term >= ? AND term < ?`), first, first+maxRune)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return nil, err
		}
		if n := utf8.RuneCountInString(t); n >= minLen && n <= maxLen {
			out = append(out, t)
		}
	}
	return out, rows.Err()
}
