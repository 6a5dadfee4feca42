package httpapi

import (
	"context"
	"net/http"

	"branchenbuch/internal/directory"
)

// Page sizes of city and category pages when the caller names none (docs/api.md, "Public calls").
const (
	defaultCityLimit     = 20
	defaultCategoryLimit = 12
)

// listCities answers every city, those of the home country first, then most
// businesses first; the optional limit (at most 100) serves the storefront's
// grids without sending thousands.
func (s *Server) listCities(w http.ResponseWriter, r *http.Request) {
	q := newQuery(r)
	limit := q.limit(0)
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	home, err := s.homeCountry(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	cities, err := s.store.Cities(r.Context(), home, limit)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, cacheList, cities)
}

// cityPage is the answer of a city page: businesses, total, page, totalPages, city.
type cityPage struct {
	Businesses  []directory.Business `json:"businesses"`
	Total       int                  `json:"total"`
	TotalCapped bool                 `json:"totalCapped,omitempty"` // see directory.SearchResult
	Page        int                  `json:"page"`
	TotalPages  int                  `json:"totalPages"`
	City        string               `json:"city"`
}

func (s *Server) cityBusinesses(w http.ResponseWriter, r *http.Request) {
	city, err := pathText(r, "city")
	if err != nil {
		writeError(w, r, invalid("City name is required"))
		return
	}
	q := newQuery(r)
	lq := directory.ListQuery{Page: q.integer("page", 1, 1, maxPage), Limit: q.limit(defaultCityLimit), Filters: q.filters(s.now())}
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	bs, total, err := s.store.CityBusinesses(r.Context(), city, lq)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if len(bs) > 0 {
		city = bs[0].City // the stored spelling, whatever the URL said
	}
	page := cityPage{Businesses: s.listRows(bs), Total: total, Page: lq.Page, City: city}
	if lq.Filters.Any() {
		page.Total, page.TotalCapped = directory.CappedTotal(total)
	}
	page.TotalPages = totalPages(page.Total, lq.Limit)
	writeJSON(w, r, http.StatusOK, listCache(lq.Filters, cacheList), page)
}

// categoryInfo is a taxonomy entry with its live count.
type categoryInfo struct {
	directory.Category
	Count int `json:"count"`
	// AverageRating is the category's rating averaged over all reviews of its
	// listed businesses (0 without reviews), not over this page's businesses.
	AverageRating float64 `json:"averageRating"`
}

func (s *Server) listCategories(w http.ResponseWriter, r *http.Request) {
	counts, err := s.store.CategoryCounts(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	bySlug := map[string]directory.CategoryCount{}
	for _, c := range counts {
		bySlug[c.Slug] = c
	}
	out := []categoryInfo{}
	for _, c := range directory.Categories() {
		out = append(out, categoryInfo{Category: c, Count: bySlug[c.Slug].Count, AverageRating: bySlug[c.Slug].AverageRating})
	}
	writeJSON(w, r, http.StatusOK, cacheList, out)
}

// categoryPage is the answer of a category page: businesses, total, totalPages, plus the page and the category.
type categoryPage struct {
	Businesses  []directory.Business `json:"businesses"`
	Total       int                  `json:"total"`
	TotalCapped bool                 `json:"totalCapped,omitempty"` // see directory.SearchResult
	TotalPages  int                  `json:"totalPages"`
	Page        int                  `json:"page"`
	Category    directory.Category   `json:"category"`
	// AverageRating is the whole category's (see categoryInfo), for the page's header.
	AverageRating float64 `json:"averageRating"`
}

func (s *Server) categoryBusinesses(w http.ResponseWriter, r *http.Request) {
	slug, err := pathText(r, "category")
	if err != nil {
		writeError(w, r, err)
		return
	}
	cat, ok := directory.CategoryBySlug(slug)
	if !ok {
		writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Kategorie nicht gefunden"))
		return
	}
	q := newQuery(r)
	sortBy := directory.SortBy(q.text("sortBy"))
	if sortBy == "" {
		sortBy = directory.SortRating
	}
	lq := directory.ListQuery{Page: q.integer("page", 1, 1, maxPage), Limit: q.limit(defaultCategoryLimit), SortBy: sortBy,
		Filters: q.filters(s.now())}
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	bs, total, err := s.store.CategoryBusinesses(r.Context(), cat.Slug, lq)
	if err != nil {
		writeError(w, r, err)
		return
	}
	counts, err := s.store.CategoryCounts(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	page := categoryPage{Businesses: s.listRows(bs), Total: total, Page: lq.Page, Category: cat}
	if lq.Filters.Any() {
		page.Total, page.TotalCapped = directory.CappedTotal(total)
	}
	page.TotalPages = totalPages(page.Total, lq.Limit)
	for _, c := range counts {
		if c.Slug == cat.Slug {
			page.AverageRating = c.AverageRating
		}
	}
	writeJSON(w, r, http.StatusOK, listCache(lq.Filters, cacheList), page)
}

func (s *Server) getSettings(w http.ResponseWriter, r *http.Request) {
	set, err := s.store.Settings(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	// Revalidated on every use (ETag, 304) rather than cached for a minute:
	// the panel refetches after a save and must see the new values.
	writeJSON(w, r, http.StatusOK, "no-cache", publicSettings(set))
}

// publicSettings is the settings answer: every known key, empty when unset.
func publicSettings(set directory.Settings) directory.Settings {
	out := directory.Settings{}
	for _, k := range directory.SettingKeys {
		out[k] = set[k]
	}
	return out
}

// homeCountry is the country the storefront is about (directory.HomeCountry).
func (s *Server) homeCountry(ctx context.Context) (string, error) {
	set, err := s.store.Settings(ctx)
	if err != nil {
		return "", err
	}
	return directory.HomeCountry(set), nil
}
