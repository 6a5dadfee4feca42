package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

// maxRune closes a prefix range: every string that starts with p sorts below p+maxRune.
const maxRune = "\U0010FFFF"

// Search implements directory.Store; the semantics are in directory/search.go.
// Every variant first finds one page of ids through an index, then reads
// just those rows (a deferred join), so a page costs the same on page 1 and
// in a city of 10,000 businesses.
func (s *Store) Search(ctx context.Context, q directory.SearchQuery) (*directory.SearchResult, error) {
	empty := &directory.SearchResult{Businesses: []directory.Business{}}
	text, err := directory.ParseText(ctx, q.Text, s)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(q.Text) != "" && len(text) == 0 {
		return empty, nil // only punctuation: nothing can match
	}
	if none, err := s.prepareFilters(ctx, q.Filters); err != nil {
		return nil, err
	} else if none {
		return empty, nil
	}
	if len(text) > 0 && strings.TrimSpace(q.Location) != "" && q.Center != nil && len(q.WidenKm) > 0 && q.RadiusKm == 0 {
		return s.searchWidening(ctx, text, q)
	}
	return s.searchIn(ctx, text, q)
}

// searchIn answers a search as its query says: a circle, a place's hits by
// distance, or a place's (or the country's) hits best first.
func (s *Store) searchIn(ctx context.Context, text directory.TextQuery, q directory.SearchQuery) (*directory.SearchResult, error) {
	if q.Center != nil && (q.RadiusKm > 0 || len(q.WidenKm) > 0) {
		return s.searchRadius(ctx, text, q)
	}
	if q.Center != nil && q.ByDistance {
		return s.searchByDistance(ctx, text, q)
	}
	ids, total, err := s.searchIDs(ctx, text, q)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	bs, err := s.rowsByID(ctx, ids)
	return &directory.SearchResult{Businesses: bs, Total: total}, err
}

// searchWidening answers a search of text in a place that widens to the
// place's surroundings when it holds less than a page (SearchQuery.WidenKm
// with a Location). It counts the place's hits first, which the tier
// counts usually keep, and reads the place's page only when that is the
// answer: a widened search read the place's hits, graded them and read
// their rows before, three statements that its answer did not use
// (docs/search.md, "Nothing found is the last resort").
func (s *Store) searchWidening(ctx context.Context, text directory.TextQuery, q directory.SearchQuery) (*directory.SearchResult, error) {
	place := q
	place.WidenKm = nil
	if !q.ByDistance {
		place.Center = nil
	}
	count := place
	count.Center, count.ByDistance, count.Limit, count.Offset = nil, false, 0, 0
	_, total, err := s.searchIDs(ctx, text, count)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	if total < q.Limit {
		wide, err := s.searchRadius(ctx, text, q)
		if err != nil {
			return nil, err
		}
		if wide.Total > total {
			wide.PlaceTotal = &total
			return wide, nil
		}
	}
	return s.searchIn(ctx, text, place)
}

// searchIDs finds one page of ids of a search without radius, and the total.
func (s *Store) searchIDs(ctx context.Context, text directory.TextQuery, q directory.SearchQuery) ([]int64, int, error) {
	var loc *directory.LocationFilter
	if strings.TrimSpace(q.Location) != "" {
		f, ok := directory.ParseLocation(q.Location)
		if !ok {
			return nil, 0, nil
		}
		loc = &f
	}
	switch {
	case len(text) > 0:
		ts := TextSearch{Text: text, Location: loc, Category: q.Category, Filters: q.Filters, Limit: q.Limit, Offset: q.Offset}
		key := tierKey(ts)
		ts.Memo, ts.Density = s.tierCounts(ctx, key, q.Filters.OpenAt), s.walkDensities(ctx, key, q.Filters.OpenAt)
		ts.Grade = func(ids []int64) ([]int, error) { return s.grade(ctx, text, ids) }
		ts.PostalCities = func() ([]string, error) {
			if loc == nil || loc.PostalPrefix == "" || loc.CityWords != "" {
				return nil, nil
			}
			return s.postalCities(ctx, loc.PostalPrefix)
		}
		return s.dialect.TextSearch(ctx, s.read, ts)
	case loc == nil && q.Category == "" && !q.Filters.Any():
		return s.browse(ctx, q.Limit, q.Offset)
	default:
		return s.filtered(ctx, loc, q.Category, q.Filters, q.Limit, q.Offset)
	}
}

// grade returns the relevance tier of each of the given businesses for
// text, from the words of their indexed fields (directory.TextQuery.Tier).
func (s *Store) grade(ctx context.Context, text directory.TextQuery, ids []int64) ([]int, error) {
	docs := make(map[int64]directory.SearchText, len(ids))
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	err := queryChunks(ctx, s.read, s.q, `SELECT b.id, b.name, b.category, b.category_slug, b.subtypes, b.description
		FROM businesses b WHERE b.id IN (`, nil, args, func(rows *sql.Rows) error {
		var b directory.Business
		if err := rows.Scan(&b.ID, &b.Name, &b.Category, &b.CategorySlug, &b.Subtypes, &b.Description); err != nil {
			return err
		}
		docs[b.ID] = directory.IndexText(&b)
		return nil
	})
	tiers := make([]int, len(ids))
	for i, id := range ids {
		tiers[i] = text.Tier(docs[id])
	}
	return tiers, err
}

// rankOrder is the rating order of lists (directory.RankScore, then reviews, then id).
const rankOrder = `b.score DESC, b.review_count DESC, b.id`

// browse pages through every listed business, best rated first; the total
// comes from the counts table instead of counting 500,000 rows.
func (s *Store) browse(ctx context.Context, limit, offset int) ([]int64, int, error) {
	total, err := s.CountListed(ctx)
	if err != nil {
		return nil, 0, err
	}
	ids, err := s.ids(ctx, `SELECT b.id FROM businesses b WHERE b.listed
		ORDER BY `+rankOrder+` LIMIT ? OFFSET ?`, limit, offset)
	return ids, total, err
}

// filtered pages through a location, a category and filters without text.
func (s *Store) filtered(ctx context.Context, loc *directory.LocationFilter, category string, f directory.Filters, limit, offset int) ([]int64, int, error) {
	where := []string{"b.listed"}
	var args []any
	if loc != nil {
		w, a, ok, err := s.locationSQL(ctx, loc, "b.")
		if err != nil || !ok {
			return nil, 0, err // no city has those words
		}
		where, args = append(where, w...), append(args, a...)
	}
	if category != "" {
		where, args = append(where, "b.category_slug = ?"), append(args, category)
	}
	w, a := FilterSQL(f, "b.")
	where, args = append(where, w...), append(args, a...)
	cond := strings.Join(where, " AND ")
	total, err := s.countUpTo(ctx, `SELECT 1 FROM businesses b WHERE `+cond, args, f, rankOrder)
	if err != nil || total == 0 {
		return nil, 0, err // none: a rare filter walked the whole list already
	}
	ids, err := s.ids(ctx, `SELECT b.id FROM businesses b WHERE `+cond+`
		ORDER BY `+rankOrder+` LIMIT ? OFFSET ?`, append(args, limit, offset)...)
	return ids, total, err
}

// locationSQL expresses a LocationFilter as conditions on the postal_code
// and city_key columns of the table named by prefix ("b." or ""): a postal
// prefix as an index range, the place's words as the city keys they name
// (cityKeysOf). One key is an equality, so that a list walks the city's index
// in rank order and stops at its page, where a range of keys would read and
// sort every business of the city (Berlin: 6,500). ok is false when the
// words name no city: no business can match.
func (s *Store) locationSQL(ctx context.Context, f *directory.LocationFilter, prefix string) (where []string, args []any, ok bool, err error) {
	if f.PostalPrefix != "" {
		where = append(where, prefix+"postal_code >= ? AND "+prefix+"postal_code < ?")
		args = append(args, f.PostalPrefix, f.PostalPrefix+":") // ':' sorts right after '9'
	}
	if f.CityWords == "" {
		return where, args, true, nil
	}
	keys, err := s.cityKeysOf(ctx, f.CityWords)
	switch {
	case err != nil || len(keys) == 0:
		return nil, nil, false, err
	case len(keys) > maxCityKeys: // "bad": the range reads them at once
		where = append(where, prefix+"city_key >= ? AND "+prefix+"city_key < ?")
		return where, append(args, cityRange(f.CityWords)...), true, nil
	case len(keys) == 1:
		where = append(where, prefix+"city_key = ?")
	default:
		where = append(where, prefix+"city_key IN (?"+strings.Repeat(", ?", len(keys)-1)+")")
	}
	for _, k := range keys {
		args = append(args, k)
	}
	return where, args, true, nil
}

// maxCityKeys is the most city keys that locationSQL lists one by one.
const maxCityKeys = 50

// cityRange is the range of city keys that a place's words name: keys are
// words joined by single spaces, so [w, w+"!") holds exactly w and the keys
// that continue it with a space ("frankfurt" → "frankfurt am main").
func cityRange(words string) []any { return []any{words, words + "!"} }

// cityKeysOf returns the keys of the listed businesses' cities that a
// place's words name (cityRange), up to maxCityKeys+1 of them, from the city
// counts, which every write keeps exact; kept for the data version.
func (s *Store) cityKeysOf(ctx context.Context, words string) ([]string, error) {
	return cachedRead(ctx, s, &s.cityKeys, words, time.Time{}, func() ([]string, error) {
		return Column[string](s.query(ctx, `SELECT city_key FROM city_counts
			WHERE city_key >= ? AND city_key < ? AND business_count > 0 ORDER BY city_key LIMIT `+strconv.Itoa(maxCityKeys+1),
			cityRange(words)...))
	})
}

// postalCities returns the keys of the cities of the listed businesses whose
// postal codes start with prefix (digits), from the postal city counts,
// which every write keeps exact; nil when they are more than maxCityKeys or
// one of those businesses has no city (its words are filed under none).
// Kept for the data version.
func (s *Store) postalCities(ctx context.Context, prefix string) ([]string, error) {
	return cachedRead(ctx, s, &s.postalKeys, prefix, time.Time{}, func() ([]string, error) {
		// Every code that starts with prefix sorts before the prefix with
		// its last digit raised: "10" → "11", "19" → "1:". (locationSQL's
		// end, prefix+":", leaves out a code with a letter after the
		// prefix, which the text indexes' postal tokens include.)
		end := prefix[:len(prefix)-1] + string(prefix[len(prefix)-1]+1)
		keys, err := Column[string](s.query(ctx, `SELECT DISTINCT city_key FROM postal_city_counts
			WHERE postal_code >= ? AND postal_code < ? AND business_count > 0 ORDER BY city_key LIMIT `+strconv.Itoa(maxCityKeys+1),
			prefix, end))
		if err != nil || len(keys) > maxCityKeys || slices.Contains(keys, "") {
			return nil, err
		}
		return keys, nil
	})
}

// countUpTo counts the rows of query, which holds f's conditions (kept:
// counted); with filters, only up to directory.MaxCountedTotal+1 of them,
// in the list's order: so the count walks the list's index (which carries
// the filter columns) and stops at the cap, where the planner would
// otherwise read every row of the table.
func (s *Store) countUpTo(ctx context.Context, query string, args []any, f directory.Filters, order string) (int, error) {
	if f.Any() {
		query += ` ORDER BY ` + order + ` LIMIT ` + strconv.Itoa(directory.MaxCountedTotal+1)
	}
	return s.counted(ctx, fmt.Sprint(query, args), f.OpenAt, func() (int, error) {
		var n int
		err := s.queryRow(ctx, `SELECT count(*) FROM (`+query+`) AS hits`, args...).Scan(&n)
		return n, err
	})
}

// prepareFilters readies f for FilterSQL's conditions: the open flags of
// its minute. It says none when no listed business can pass them: "Mit
// Fotos" before the photo job has mirrored a photo, which a list would
// otherwise learn by walking all of its entries (a category of 1.2 million
// at 5,000,000 businesses, 230 ms; docs/benchmarks.md, "At scale, twelfth
// round"). The answer is kept like the counts.
func (s *Store) prepareFilters(ctx context.Context, f directory.Filters) (none bool, err error) {
	if !f.OpenAt.IsZero() {
		if err := s.refreshOpen(ctx, f.OpenAt); err != nil {
			return false, fmt.Errorf("open schedules: %w", err)
		}
	}
	if !f.Photos {
		return false, nil
	}
	n, err := s.counted(ctx, "photos shown", time.Time{}, func() (int, error) {
		var n int
		err := s.queryRow(ctx, `SELECT count(*) FROM (SELECT 1 FROM businesses b WHERE b.listed AND b.has_photos LIMIT 1) AS one`).Scan(&n)
		return n, err
	})
	return n == 0, err
}

// FilterSQL expresses directory.Filters as conditions on the businesses
// table named by prefix ("b." or ""). The filters need prepareFilters
// before the query runs.
func FilterSQL(f directory.Filters, prefix string) ([]string, []any) {
	var where []string
	var args []any
	if !f.OpenAt.IsZero() {
		where = append(where, prefix+"schedule IN (SELECT key FROM schedules WHERE open)")
	}
	if f.MinRating > 0 {
		where, args = append(where, prefix+"rating >= ?"), append(args, f.MinRating)
	}
	if f.Website {
		where = append(where, prefix+"has_website")
	}
	if f.Photos {
		where = append(where, prefix+"has_photos") // mirrored copies, which a visitor sees
	}
	return where, args
}

func (s *Store) ids(ctx context.Context, query string, args ...any) ([]int64, error) {
	return Column[int64](s.query(ctx, query, args...))
}

// Column reads the single column of every row of a query's answer.
func Column[T any](rows *sql.Rows, err error) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// rowsByID reads list rows of the given ids, in the given order.
func (s *Store) rowsByID(ctx context.Context, ids []int64) ([]directory.Business, error) {
	out := make([]directory.Business, 0, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(ids)), ", ")
	rows, err := s.query(ctx, `SELECT `+listColumns+` FROM businesses b WHERE b.id IN (`+marks+`)`, args...)
	if err != nil {
		return nil, err
	}
	bs, err := scanBusinesses(rows)
	if err != nil {
		return nil, err
	}
	at := make(map[int64]int, len(bs)) // a Business is 560 bytes: copied once, into out
	for i := range bs {
		at[bs[i].ID] = i
	}
	for _, id := range ids {
		if i, ok := at[id]; ok {
			out = append(out, bs[i])
		}
	}
	return out, nil
}

// searchRadius finds the listed businesses within a circle and measures in
// Go, so that both engines compute the same distances. With WidenKm it
// tries the circles smallest first until one holds a page. A search with
// text reads its matches map cell by map cell as the circle grows
// (circleMatches); without text it reads each circle's box, a dense one
// from its middle (nearestWithin).
func (s *Store) searchRadius(ctx context.Context, text directory.TextQuery, q directory.SearchQuery) (*directory.SearchResult, error) {
	radii := q.WidenKm
	if q.RadiusKm > 0 {
		radii = []float64{q.RadiusKm}
	}
	var matches circleMatches // with text: its matches in the cells read so far
	var found []near
	var radius float64
	for _, radius = range radii {
		var err error
		if len(text) > 0 {
			found, err = s.textWithin(ctx, text, q, radius, &matches)
		} else {
			found, err = s.nearestWithin(ctx, q, radius)
		}
		if err != nil {
			return nil, fmt.Errorf("radius search: %w", err)
		}
		if len(found) >= q.Limit {
			break
		}
	}
	res, err := s.nearestPage(ctx, found, min(len(found), directory.MaxCountedTotal+1), q.Offset, q.Limit)
	if err == nil && len(q.WidenKm) > 0 {
		res.WidenedKm = radius
	}
	return res, err
}

// circleMatches are the matches of a search's text in the map cells read
// so far, with their distances: a wider circle reads only the cells that
// the narrower ones did not, so a search that finds its page within 10 km
// never reads the 50 km circle's dozen cells.
type circleMatches struct {
	cells   map[string]bool
	hits    []near
	partial bool // hits hold only the matches within the last circle, not all of its cells'
}

// textWithin returns the matches of the text within radius of q's centre,
// reading the cells of the circle's box that m has not read yet. A cell
// is half a degree wide, so the cells hold more than the circle; the
// matches beyond it are kept for the next, wider circle. A box of too
// many cells reads every match of the text instead (GeoCells).
func (s *Store) textWithin(ctx context.Context, text directory.TextQuery, q directory.SearchQuery, radius float64, m *circleMatches) ([]near, error) {
	cells := GeoCells(directory.BoundingBox(*q.Center, radius))
	if cells == nil || m.partial {
		*m = circleMatches{} // read again: what was read is not enough for a wider circle
	}
	fresh := slices.DeleteFunc(slices.Clone(cells), func(c string) bool { return m.cells[c] })
	if len(fresh) > 0 || cells == nil {
		hits, complete, err := s.textInCells(ctx, text, q, radius, fresh)
		if err != nil {
			return nil, err
		}
		m.partial = !complete
		m.hits = append(m.hits, hits...)
		if m.cells == nil {
			m.cells = map[string]bool{}
		}
		for _, c := range fresh {
			m.cells[c] = true
		}
	}
	var found []near
	for _, h := range m.hits {
		if h.dist <= radius {
			found = append(found, h)
		}
	}
	return found, nil
}

// textInCells returns the matches of the text in the given map cells (in
// the whole country without cells), with their distances from q's centre.
// complete is false when only those within radius came back: a common
// word's matches are read through the circle's box instead of one by one.
func (s *Store) textInCells(ctx context.Context, text directory.TextQuery, q directory.SearchQuery, radius float64, cells []string) (hits []near, complete bool, err error) {
	m, err := s.dialect.TextMatches(ctx, s.read, text, q.Category, cells)
	if err != nil {
		return nil, false, err
	}
	if m.At != nil && !q.Filters.Any() { // located by the index; filters need the businesses' columns
		hits = make([]near, len(m.IDs))
		for i, id := range m.IDs {
			hits[i] = near{id: id, dist: distanceFrom(*q.Center, m.At[i])}
		}
		return hits, true, nil
	}
	ids := m.IDs
	if len(ids) <= maxMatchesByID {
		hits, err = s.distances(ctx, *q.Center, ids, q.Filters)
		return hits, true, err
	}
	// The box, read through its index, costs less than reading this many
	// matches one by one; the database keeps to the matches, so only they
	// come back.
	cond, arg := s.dialect.IDIn(ids)
	hits, err = s.within(ctx, q, radius, cond, arg)
	return hits, false, err
}

// maxMatchesByID is the most matches of a circle search with words whose
// coordinates are read by id (distances). Beyond it the circle's box is read
// instead: at 500,000 businesses a common word's 25 km circle took 16 ms
// through its box and 23 ms by id.
const maxMatchesByID = 1000

// distances reads the coordinates of the given listed businesses that pass
// the filters, with their distance from centre (+Inf without coordinates).
// The ids go in as one value (Dialect.IDIn): PostgreSQL planned a list of
// 500 parameters in 1–2 ms, an array in 0.6 ms (docs/benchmarks.md, "At
// scale, eleventh round").
func (s *Store) distances(ctx context.Context, centre directory.Point, ids []int64, f directory.Filters) ([]near, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	where, args := FilterSQL(f, "b.")
	cond, list := s.dialect.IDIn(ids)
	rows, err := s.query(ctx, `SELECT b.id, b.latitude, b.longitude FROM `+s.dialect.ListedByID()+` WHERE `+
		strings.Join(append(append([]string{"b.listed"}, where...), cond), " AND "), append(args, list)...)
	if err != nil {
		return nil, err
	}
	return nearRows(rows, centre, math.Inf(1))
}

// nearestWithin returns the listed businesses of q's category and filters
// within radius of its centre, or, in a dense place, only those of a smaller
// circle that already holds the page and more than
// directory.MaxCountedTotal: the page's businesses are the nearest, so all
// of them lie in it, and a total above that is only ever told as "more than
// MaxCountedTotal". So a circle of 25 km around a city centre of 5,000,000
// businesses reads its middle, not tens of thousands of rows.
func (s *Store) nearestWithin(ctx context.Context, q directory.SearchQuery, radius float64) ([]near, error) {
	for _, r := range []float64{radius / 8, radius / 3} {
		found, err := s.within(ctx, q, r, "")
		if err != nil || len(found) > directory.MaxCountedTotal && len(found) >= q.Offset+q.Limit {
			return found, err
		}
	}
	return s.within(ctx, q, radius, "")
}

// within returns the listed businesses of q's category and filters, and of
// cond with its args when given, within radius of its centre, with
// distances. The box
// is read in rows of a tenth of a degree of latitude (floor(latitude * 10),
// the first column of businesses_geo_box in indexes.sql), each from the
// box's west edge to its east edge.
func (s *Store) within(ctx context.Context, q directory.SearchQuery, radius float64, cond string, condArgs ...any) ([]near, error) {
	minLat, maxLat, minLng, maxLng := directory.BoundingBox(*q.Center, radius)
	var latRows []any
	for r := math.Floor(minLat * 10); r <= math.Floor(maxLat*10); r++ {
		latRows = append(latRows, r)
	}
	query := `SELECT b.id, b.latitude, b.longitude FROM businesses b
		WHERE b.listed AND floor(b.latitude * 10) IN (?` + strings.Repeat(`, ?`, len(latRows)-1) + `)
		AND b.longitude BETWEEN ? AND ? AND b.latitude BETWEEN ? AND ?`
	args := append(latRows, minLng, maxLng, minLat, maxLat)
	if q.Category != "" {
		query += ` AND b.category_slug = ?`
		args = append(args, q.Category)
	}
	if w, a := FilterSQL(q.Filters, "b."); len(w) > 0 {
		query += ` AND ` + strings.Join(w, " AND ")
		args = append(args, a...)
	}
	if cond != "" {
		query += ` AND ` + cond
		args = append(args, condArgs...)
	}
	rows, err := s.query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return nearRows(rows, *q.Center, radius)
}

// nearRows reads rows of id, latitude and longitude as hits with their
// distance from centre (+Inf without coordinates), keeping those within
// radius, and closes them.
func nearRows(rows *sql.Rows, centre directory.Point, radius float64) ([]near, error) {
	defer rows.Close()
	var found []near
	for rows.Next() {
		var n near
		var lat, lng sql.NullFloat64
		if err := rows.Scan(&n.id, &lat, &lng); err != nil {
			return nil, err
		}
		if n.dist = distanceFrom(centre, PointOf(lat, lng)); n.dist <= radius {
			found = append(found, n)
		}
	}
	return found, rows.Err()
}

// PointOf is the point of a row's latitude and longitude, not Valid when
// either is NULL.
func PointOf(lat, lng sql.NullFloat64) sql.Null[directory.Point] {
	return sql.Null[directory.Point]{V: directory.Point{Lat: lat.Float64, Lng: lng.Float64}, Valid: lat.Valid && lng.Valid}
}

// distanceFrom is how far at lies from centre, in km: +Inf without coordinates.
func distanceFrom(centre directory.Point, at sql.Null[directory.Point]) float64 {
	if !at.Valid {
		return math.Inf(1)
	}
	return directory.DistanceKm(centre, at.V)
}

// near is a hit with its distance from the centre (+Inf without coordinates).
type near struct {
	id   int64
	dist float64
}

// searchByDistance orders the hits of the place by their distance from its
// centre: the MaxDistanceSorted best ranked of them.
func (s *Store) searchByDistance(ctx context.Context, text directory.TextQuery, q directory.SearchQuery) (*directory.SearchResult, error) {
	all := q
	all.Limit, all.Offset = directory.MaxDistanceSorted, 0
	ids, total, err := s.searchIDs(ctx, text, all)
	if err != nil {
		return nil, fmt.Errorf("search by distance: %w", err)
	}
	found, err := s.distances(ctx, *q.Center, ids, directory.Filters{})
	if err != nil {
		return nil, fmt.Errorf("search by distance: %w", err)
	}
	return s.nearestPage(ctx, found, min(total, directory.MaxDistanceSorted), q.Offset, q.Limit)
}

// nearestPage sorts hits nearest first and reads one page of them, with distances.
func (s *Store) nearestPage(ctx context.Context, found []near, total, offset, limit int) (*directory.SearchResult, error) {
	sort.Slice(found, func(i, j int) bool {
		if found[i].dist != found[j].dist {
			return found[i].dist < found[j].dist
		}
		return found[i].id < found[j].id
	})
	res := &directory.SearchResult{Businesses: []directory.Business{}, Total: total}
	if offset >= len(found) {
		return res, nil
	}
	found = found[offset:min(len(found), offset+limit)]
	ids := make([]int64, len(found))
	for i, n := range found {
		ids[i] = n.id
	}
	bs, err := s.rowsByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i := range bs {
		if !math.IsInf(found[i].dist, 1) {
			d := float64(int(found[i].dist*100+0.5)) / 100
			bs[i].DistanceKm = &d
		}
	}
	res.Businesses = bs
	return res, nil
}

// HasTerm implements directory.Vocabulary.
func (s *Store) HasTerm(ctx context.Context, term string) (bool, error) {
	found, err := s.vocabulary(ctx, `SELECT term FROM search_terms WHERE term = ?`, term)
	return len(found) > 0, err
}

// TermsWithPrefix implements directory.Vocabulary.
func (s *Store) TermsWithPrefix(ctx context.Context, prefix string, limit int) ([]string, error) {
	return s.vocabulary(ctx, `SELECT term FROM search_terms WHERE term >= ? AND term < ? ORDER BY term LIMIT ?`, prefix, prefix+maxRune, limit)
}

// TermsStartingWith implements directory.Vocabulary.
func (s *Store) TermsStartingWith(ctx context.Context, first string, minLen, maxLen int) ([]string, error) {
	all, err := s.vocabulary(ctx, `SELECT term FROM search_terms WHERE term >= ? AND term < ?`, first, first+maxRune)
	out := all[:0]
	for _, t := range all {
		if n := utf8.RuneCountInString(t); n >= minLen && n <= maxLen {
			out = append(out, t)
		}
	}
	return out, err
}

// vocabulary reads terms through the data cache: a search asks the
// vocabulary for each of its words (directory.ParseText), which on
// PostgreSQL is a round trip each, and the same words come again and
// again. The caller gets its own copy.
func (s *Store) vocabulary(ctx context.Context, query string, args ...any) ([]string, error) {
	terms, err := cachedRead(ctx, s, &s.terms, fmt.Sprint(query, args), time.Time{}, func() ([]string, error) {
		return Column[string](s.query(ctx, query, args...))
	})
	return slices.Clone(terms), err
}
