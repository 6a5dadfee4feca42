package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
)

// Page sizes when the caller names none (docs/api.md, "Public calls").
const (
	defaultSearchLimit  = 50
	defaultPopularLimit = 12
)

func (s *Server) stats(w http.ResponseWriter, r *http.Request) {
	st := directory.Stats{}
	n, err := s.store.CountListed(r.Context())
	if err == nil {
		st.Total = n
		st.HomeCountry, err = s.homeCountry(r.Context())
	}
	if err == nil {
		st.HomeTotal, err = s.store.CountListedIn(r.Context(), st.HomeCountry)
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, cacheList, st)
}

func (s *Server) popular(w http.ResponseWriter, r *http.Request) {
	q := newQuery(r)
	limit := q.limit(defaultPopularLimit)
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	bs, err := s.store.Popular(r.Context(), limit)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, cacheList, s.listRows(bs))
}

func (s *Server) search(w http.ResponseWriter, r *http.Request) {
	q := newQuery(r)
	sq := directory.SearchQuery{
		Text:     q.text("query"),
		Location: q.text("location"),
		Category: q.category("category"),
		Limit:    q.limit(defaultSearchLimit),
		Offset:   q.integer("offset", 0, 0, maxOffset),
		RadiusKm: q.number("radius", 0, directory.MaxRadiusKm),
		Filters:  q.filters(s.now()),
	}
	switch q.text("sort") {
	case "", "relevance":
	case "distance":
		sq.ByDistance = true
	default:
		q.fail(invalid("Parameter sort muss relevance oder distance sein."))
	}
	if q.err == nil && (sq.RadiusKm > 0 || sq.ByDistance) {
		if sq.Location == "" {
			q.fail(invalid("Für die Umkreissuche und die Sortierung nach Entfernung fehlt der Ort (location)."))
		} else if p, ok := s.geocode(sq.Location); ok {
			sq.Center = &p
		} else {
			q.fail(invalid("Ort %q nicht gefunden: ohne seine Lage gibt es keine Umkreissuche und keine Entfernungen.", sq.Location))
		}
	}
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	s.widen(&sq)
	res, err := s.store.Search(r.Context(), sq)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if s.places != nil && sq.RadiusKm == 0 {
		res.Places = s.places(sq.Location)
	}
	if sq.Filters.Any() || strings.TrimSpace(sq.Text) != "" {
		res.Total, res.TotalCapped = directory.CappedTotal(res.Total)
	}
	res.Businesses = s.listRows(res.Businesses)
	writeJSON(w, r, http.StatusOK, listCache(sq.Filters, cacheShort), res)
}

func (s *Server) businessByID(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.writeCachedBusiness(w, r, "id/"+strconv.FormatInt(id, 10), func(ctx context.Context) (*directory.Business, error) {
		return s.listedBusiness(ctx, id)
	})
}

// listedBusinessOf is the listed business the path's id names.
func (s *Server) listedBusinessOf(r *http.Request) (*directory.Business, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return nil, err
	}
	return s.listedBusiness(r.Context(), id)
}

// listedBusiness is the business with the id if the storefront may show it;
// an unlisted one (hidden, placeholder, closed for good) is not found.
func (s *Server) listedBusiness(ctx context.Context, id int64) (*directory.Business, error) {
	b, err := s.store.Business(ctx, id)
	if err == nil && !b.Listed() {
		err = directory.Errorf(directory.ENOTFOUND, "Unternehmen nicht gefunden.").WithKey("business_not_found")
	}
	return b, err
}

func (s *Server) businessBySlug(w http.ResponseWriter, r *http.Request) {
	city, err := pathText(r, "city")
	if err != nil {
		writeError(w, r, err)
		return
	}
	slug, err := pathText(r, "slug")
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.writeCachedBusiness(w, r, "slug/"+city+"/"+slug, func(ctx context.Context) (*directory.Business, error) {
		return s.store.BusinessBySlug(ctx, city+"/"+slug)
	})
}

// listRows computes openNow and the category's display names, and drops the
// heavy fields of list rows.
func (s *Server) listRows(bs []directory.Business) []directory.Business {
	now := s.now()
	for i := range bs {
		bs[i].ComputeOpenNow(now)
		bs[i].CategoryLabels = directory.CategoryLabels(bs[i].Category, bs[i].CategorySlug)
		bs[i].Light()
	}
	return bs
}
