package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	mathrand "math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // the date filter is a day in Europe/Berlin
)

// benchPassword is the operator password the servers of this run get
// (childEnv); the admin scenarios sign in with it.
var benchPassword = rand.Text()

// adminSorts are the table's orders; every one is measured both ways.
var adminSorts = []string{"name", "city", "category", "rating", "reviewCount"}

// broadSearches are single words that thousands of businesses share:
// surnames and trade words of the demo data, in other spellings and as the
// prefixes a search box sees while the operator types.
var broadSearches = []string{"Müller", "Mueller", "Schmidt", "Weber", "Jäger", "Groß", "Elektro", "Friseur",
	"Schreinerei", "Muel", "Schmi", "Haarm", "Hauptstraße", "+49 30"}

// adminLogin signs c in; from then on c sends the session cookie, and the
// panel's header, which the operator's reads need from a client without
// the browser's fetch metadata (docs/security.md).
func adminLogin(ctx context.Context, c *http.Client, base string) error {
	jar, err := cookiejar.New(nil)
	if err != nil {
		return err
	}
	c.Jar = jar
	if _, done := c.Transport.(panelTransport); !done {
		c.Transport = panelTransport{c.Transport}
	}
	body, _ := json.Marshal(map[string]string{"password": benchPassword})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/admin/login", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", base) // the panel's own origin; others are refused
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 200))
		return fmt.Errorf("admin login: %s %s", resp.Status, b)
	}
	return nil
}

// adminCatalog is what the table's filters offer, fetched from the server.
type adminCatalog struct {
	categories, types, cities, countries []string // most businesses first
	day                                  string   // a creation day of the data
	rows                                 []adminBusiness
}

// adminBusiness is what an operator may know of a business to find it.
type adminBusiness struct {
	Name      string    `json:"name"`
	City      string    `json:"city"`
	Address   string    `json:"address"`
	Phone     string    `json:"phone"`
	PlaceID   string    `json:"place_id"`
	CreatedAt time.Time `json:"createdAt"`
}

// adminScenarios signs c in and builds the operator-table scenarios: every
// combination of the five filters, each order both ways, pages 1 to 5 as
// the panel's pager offers them; searches for one business and for common
// words; deep pages; facets and stats.
func adminScenarios(ctx context.Context, c *http.Client, base string, rng *mathrand.Rand) ([]scenario, error) {
	if err := adminLogin(ctx, c, base); err != nil {
		return nil, err
	}
	cat, err := fetchAdminCatalog(ctx, c, base)
	if err != nil {
		return nil, err
	}
	pick := func(xs []string, top int) string { return xs[rng.IntN(min(top, len(xs)))] }
	list := func(v url.Values, maxPage int) string {
		v.Set("sortBy", adminSorts[rng.IntN(len(adminSorts))])
		v.Set("sortOrder", []string{"asc", "desc"}[rng.IntN(2)])
		v.Set("page", strconv.Itoa(1+rng.IntN(maxPage)))
		v.Set("limit", "20")
		return "/api/admin/businesses?" + v.Encode()
	}
	var filtered, search, broad, deep []string
	for _, s := range adminSorts {
		for _, order := range []string{"asc", "desc"} {
			for p := 1; p <= 5; p++ {
				filtered = append(filtered, fmt.Sprintf("/api/admin/businesses?page=%d&limit=20&sortBy=%s&sortOrder=%s", p, s, order))
			}
		}
	}
	for set := 1; set < 1<<5; set++ { // every non-empty subset of the filters
		for range 20 {
			v := url.Values{}
			category := pick(cat.categories, 30)
			if set&1 != 0 {
				v.Set("category", category)
			}
			if set&2 != 0 {
				typ := pick(cat.types, 30)
				if rng.IntN(2) == 0 {
					typ = category // in Outscraper data type and category mostly agree
				}
				v.Set("type", typ)
			}
			if set&4 != 0 {
				v.Set("city", pick(cat.cities, 50))
			}
			if set&8 != 0 {
				v.Set("country", pick(cat.countries, 3))
			}
			if set&16 != 0 {
				v.Set("date", cat.day)
			}
			filtered = append(filtered, list(v, 5))
		}
	}
	// A business the operator knows: by name, name and city, phone as
	// written or its start, place id, or street and city.
	for _, b := range cat.rows {
		street, _, _ := strings.Cut(b.Address, ",")
		for _, text := range []string{b.Name, b.Name + " " + b.City, b.Phone, b.Phone[:min(len(b.Phone), 10)],
			b.PlaceID, street + " " + b.City} {
			search = append(search, list(url.Values{"search": {text}}, 1))
		}
	}
	for _, w := range broadSearches {
		for range 4 {
			v := url.Values{"search": {w}}
			switch rng.IntN(4) {
			case 0:
				v.Set("city", pick(cat.cities, 30))
			case 1:
				v.Set("category", pick(cat.categories, 30))
			}
			broad = append(broad, list(v, 3))
		}
	}
	for range 200 {
		v := url.Values{}
		switch rng.IntN(3) {
		case 0:
			v.Set("country", pick(cat.countries, 1))
		case 1:
			v.Set("date", cat.day)
		}
		v.Set("sortBy", adminSorts[rng.IntN(len(adminSorts))])
		v.Set("sortOrder", []string{"asc", "desc"}[rng.IntN(2)])
		v.Set("page", strconv.Itoa(6+rng.IntN(495)))
		deep = append(deep, "/api/admin/businesses?"+v.Encode())
	}
	facets := []string{"/api/admin/stats", "/api/admin/real-categories", "/api/admin/types", "/api/admin/cities", "/api/admin/countries"}
	return []scenario{
		{Name: "admin table: filters and sorts", Paths: filtered, Target: target{P99: 30 * time.Millisecond}},
		{Name: "admin table: search for a business", Paths: search, Target: target{P99: 30 * time.Millisecond}},
		{Name: "admin table: search for a common word", Paths: broad,
			Note: "thousands of matches, sorted by any column; see sqlstore/admin_plan.go"},
		{Name: "admin table: pages 6 to 500", Paths: deep},
		{Name: "admin: stats and filter lists", Paths: facets,
			Note: "the city list holds every city (about 12,000 at 500,000 businesses)"},
	}, nil
}

// fetchAdminCatalog reads the facet lists, and some businesses to search
// for and their creation day.
func fetchAdminCatalog(ctx context.Context, c *http.Client, base string) (*adminCatalog, error) {
	cat := &adminCatalog{}
	for _, f := range []struct {
		path, field string
		into        *[]string
	}{
		{"/api/admin/real-categories", "category", &cat.categories},
		{"/api/admin/types", "type", &cat.types},
		{"/api/admin/cities", "city", &cat.cities},
		{"/api/admin/countries", "countryCode", &cat.countries},
	} {
		var entries []map[string]any
		if err := getJSON(ctx, c, base+f.path, &entries); err != nil {
			return nil, err
		}
		for _, e := range entries {
			if s, ok := e[f.field].(string); ok {
				*f.into = append(*f.into, s)
			}
		}
		if len(*f.into) == 0 {
			return nil, fmt.Errorf("GET %s: no entries", f.path)
		}
	}
	var page struct {
		Businesses []adminBusiness `json:"businesses"`
	}
	if err := getJSON(ctx, c, base+"/api/admin/businesses?limit=60&sortBy=reviewCount&sortOrder=desc", &page); err != nil {
		return nil, err
	}
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		return nil, err
	}
	for _, b := range page.Businesses {
		if b.Phone != "" && b.PlaceID != "" && b.Address != "" {
			cat.rows = append(cat.rows, b)
		}
		cat.day = b.CreatedAt.In(berlin).Format(time.DateOnly)
	}
	if cat.day == "" {
		return nil, fmt.Errorf("the admin table is empty")
	}
	return cat, nil
}

// panelTransport adds the panel's header to every request.
type panelTransport struct{ next http.RoundTripper }

func (p panelTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("X-Branchenbuch-Panel", "1")
	next := p.next
	if next == nil {
		next = http.DefaultTransport
	}
	return next.RoundTrip(r)
}
