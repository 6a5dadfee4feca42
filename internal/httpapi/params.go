package httpapi

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

// Bounds of query parameters; larger values are refused, not clamped, except limit.
const (
	maxPage   = 10_000
	maxOffset = 100_000
)

// query reads URL parameters with validation; the first problem is kept in err.
type query struct {
	values url.Values
	err    error
}

func newQuery(r *http.Request) *query {
	return &query{values: r.URL.Query()}
}

func (q *query) fail(err error) {
	if q.err == nil {
		q.err = err
	}
}

// text returns a trimmed text parameter, refusing invalid UTF-8 and overlong values.
func (q *query) text(name string) string {
	v := strings.TrimSpace(q.values.Get(name))
	switch {
	case !utf8.ValidString(v):
		q.fail(invalid("Parameter %s enthält ungültige Zeichen.", name).WithKey("param_bad_characters", "name", name))
		return ""
	case utf8.RuneCountInString(v) > directory.MaxQueryLength:
		q.fail(invalid("Parameter %s ist zu lang (höchstens %d Zeichen).", name, directory.MaxQueryLength).WithKey("param_too_long", "name", name, "max", directory.MaxQueryLength))
		return ""
	}
	return v
}

// integer returns an int parameter within [min, max], or def when absent.
func (q *query) integer(name string, def, min, max int) int {
	raw := strings.TrimSpace(q.values.Get(name))
	if raw == "" {
		return def
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		q.fail(invalid("Parameter %s muss eine ganze Zahl sein.", name).WithKey("param_not_integer", "name", name))
		return def
	}
	if n < min || n > max {
		q.fail(invalid("Parameter %s muss zwischen %d und %d liegen.", name, min, max).WithKey("param_out_of_range", "name", name, "min", min, "max", max))
		return def
	}
	return n
}

// limit returns the page size: default def, at least 1, clamped to MaxLimit.
func (q *query) limit(def int) int {
	n := q.integer("limit", def, 1, 1<<30)
	return min(n, directory.MaxLimit)
}

// number returns a float parameter within [min, max], or 0 when absent.
func (q *query) number(name string, min, max float64) float64 {
	raw := strings.TrimSpace(q.values.Get(name))
	if raw == "" {
		return 0
	}
	f, err := strconv.ParseFloat(raw, 64)
	if err != nil || f != f || f < min || f > max {
		q.fail(invalid("Parameter %s muss eine Zahl zwischen %g und %g sein.", name, min, max).WithKey("param_out_of_range", "name", name, "min", min, "max", max))
		return 0
	}
	return f
}

// category resolves a category parameter (slug, alias or German name);
// empty, "all" and "alle" mean every category.
func (q *query) category(name string) string {
	v := q.text(name)
	switch strings.ToLower(v) {
	case "", "all", "alle":
		return ""
	}
	c, ok := directory.ResolveCategory(v)
	if !ok {
		q.fail(directory.Errorf(directory.EINVALID, "Unbekannte Kategorie %q.", v).WithKey("unknown_category", "category", v))
		return ""
	}
	return c.Slug
}

// pathID parses a positive business id from the path.
func pathID(r *http.Request, name string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id < 1 {
		return 0, invalid("Ungültige ID %q.", r.PathValue(name)).WithKey("invalid_id", "id", r.PathValue(name))
	}
	return id, nil
}

// pathText returns a path parameter, refusing empty, overlong or invalid text.
func pathText(r *http.Request, name string) (string, error) {
	v := strings.TrimSpace(r.PathValue(name))
	if v == "" || !utf8.ValidString(v) || len(v) > 4*directory.MaxQueryLength {
		return "", invalid("Invalid route parameters")
	}
	return v, nil
}

// totalPages is ceil(total/limit), at least 0.
func totalPages(total, limit int) int {
	if limit <= 0 {
		return 0
	}
	return (total + limit - 1) / limit
}

// flag reads a yes/no parameter: "1" or "true" is yes, absent, "0" or
// "false" no; anything else is refused.
func (q *query) flag(name string) bool {
	switch strings.ToLower(strings.TrimSpace(q.values.Get(name))) {
	case "", "0", "false":
		return false
	case "1", "true":
		return true
	}
	q.fail(invalid("Parameter %s muss 1 oder 0 sein.", name).WithKey("param_not_flag", "name", name))
	return false
}

// filters reads the storefront filters (directory.Filters): open, minRating
// (one of directory.MinRatings), website and photos. "Open" means open at now.
func (q *query) filters(now time.Time) directory.Filters {
	var f directory.Filters
	if q.flag("open") {
		f.OpenAt = now
	}
	if raw := strings.TrimSpace(q.values.Get("minRating")); raw != "" {
		r, err := strconv.ParseFloat(raw, 64)
		if err != nil || !slices.Contains(directory.MinRatings, r) {
			q.fail(invalid("Parameter minRating muss einer dieser Werte sein: %s.", joinNumbers(directory.MinRatings)))
		} else {
			f.MinRating = r
		}
	}
	f.Website, f.Photos = q.flag("website"), q.flag("photos")
	return f
}

// listCache is how long a list may be cached: the open filter changes by the minute.
func listCache(f directory.Filters, long string) string {
	if !f.OpenAt.IsZero() {
		return cacheShort
	}
	return long
}

func joinNumbers(fs []float64) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = strconv.FormatFloat(f, 'f', -1, 64)
	}
	return strings.Join(parts, ", ")
}
