package pages

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// listStore answers the list pages from a fixed list, paging and filtering
// as the engines do (filters: rating and website only; open and photos keep all).
type listStore struct {
	directory.Store
	bs      []directory.Business
	queries []directory.ListQuery
}

func (s *listStore) page(all []directory.Business, q directory.ListQuery) ([]directory.Business, int, error) {
	s.queries = append(s.queries, q)
	var kept []directory.Business
	for _, b := range all {
		if b.Rating >= q.Filters.MinRating && (!q.Filters.Website || b.Website != "") {
			kept = append(kept, b)
		}
	}
	from := min(len(kept), (q.Page-1)*q.Limit)
	to := min(len(kept), from+q.Limit)
	return kept[from:to], len(kept), nil
}

func (s *listStore) CityBusinesses(_ context.Context, city string, q directory.ListQuery) ([]directory.Business, int, error) {
	var in []directory.Business
	for _, b := range s.bs {
		if directory.CityKey(b.City) == directory.CityKey(city) {
			in = append(in, b)
		}
	}
	return s.page(in, q)
}

// cityCategoriesOf counts a city's categories as the store's
// city_category_counts does: listed rows by taxonomy slug, most first.
func cityCategoriesOf(bs []directory.Business, city string) []directory.CityCategory {
	out := []directory.CityCategory{}
	for _, b := range bs {
		if directory.CityKey(b.City) != directory.CityKey(city) {
			continue
		}
		i := slices.IndexFunc(out, func(c directory.CityCategory) bool { return c.Slug == b.CategorySlug })
		if i < 0 {
			out = append(out, directory.CityCategory{City: b.City, Slug: b.CategorySlug})
			i = len(out) - 1
		}
		out[i].Count++
	}
	slices.SortStableFunc(out, func(a, b directory.CityCategory) int { return b.Count - a.Count })
	return out
}

func (s *listStore) CityCategories(_ context.Context, city string) ([]directory.CityCategory, error) {
	return cityCategoriesOf(s.bs, city), nil
}

func (s *listStore) CategoryCities(_ context.Context, slug string, limit int) ([]directory.CityCategory, error) {
	var out []directory.CityCategory
	for _, b := range s.bs {
		for _, c := range cityCategoriesOf(s.bs, b.City) {
			if c.Slug == slug && !slices.ContainsFunc(out, func(o directory.CityCategory) bool { return o.City == c.City }) {
				out = append(out, c)
			}
		}
	}
	return out[:min(limit, len(out))], nil
}

// businesses are n businesses of a city, every third with a website.
func businesses(city string, n int) []directory.Business {
	out := make([]directory.Business, n)
	for i := range out {
		out[i] = directory.Business{ID: int64(i + 1), Name: fmt.Sprintf("Betrieb %02d", i+1), City: city, Category: "Friseur",
			CategorySlug: "friseur-kosmetik", Rating: 4, ReviewCount: i, URLSlug: fmt.Sprintf("berlin/betrieb-%d", i+1), Address: "Hauptstr. 1"}
		if i%3 == 0 {
			out[i].Website = "https://example.org"
		}
		if i == 1 {
			out[i].Category, out[i].CategorySlug = "Autowerkstatt", "kfz-werkstatt"
		}
	}
	return out
}

// listPage builds and renders a list page as the server does.
func listPage(t *testing.T, store directory.Store, target string) (*Page, string) {
	t.Helper()
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	p, err := BuildRequest(context.Background(), store, "https://example.org", nil, u.EscapedPath(), Request{Query: u.Query()})
	if err != nil {
		t.Fatal(err)
	}
	p.Script = "/assets/islands-4d.js"
	b, err := Render([]byte(viteIndex), p)
	if err != nil {
		t.Fatal(err)
	}
	return p, string(b)
}

func mustContain(t *testing.T, html string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(html, w) {
			t.Errorf("page lacks %q", w)
		}
	}
}

func mustNotContain(t *testing.T, html string, not ...string) {
	t.Helper()
	for _, w := range not {
		if strings.Contains(html, w) {
			t.Errorf("page has %q", w)
		}
	}
}

var cardLinks = regexp.MustCompile(`class="hover:underline focus-visible:outline-3 focus-visible:outline-blue-600">([^<]+)</a></h3>`)

func cardNames(html string) []string {
	var out []string
	for _, m := range cardLinks.FindAllStringSubmatch(html, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestParseListParams: the query string is read strictly; a value that is not
// one the page offers is its default.
func TestParseListParams(t *testing.T) {
	sorts := categorySorts
	cases := []struct {
		query string
		want  listParams
	}{
		{"", listParams{Page: 1, Sort: "rating"}},
		{"page=3&open=1&minRating=4.5&website=1&photos=1&sortBy=name", listParams{Page: 3, Open: true, MinRating: 4.5, Website: true, Photos: true, Sort: "name"}},
		{"page=10000", listParams{Page: 10000, Sort: "rating"}},
		{"minRating=4.0", listParams{Page: 1, MinRating: 4, Sort: "rating"}},
		// hostile or malformed values: defaults
		{"page=0", listParams{Page: 1, Sort: "rating"}},
		{"page=-2", listParams{Page: 1, Sort: "rating"}},
		{"page=%2B2", listParams{Page: 1, Sort: "rating"}},
		{"page=02", listParams{Page: 1, Sort: "rating"}},
		{"page=2.0", listParams{Page: 1, Sort: "rating"}},
		{"page=2.5", listParams{Page: 1, Sort: "rating"}},
		{"page=1e3", listParams{Page: 1, Sort: "rating"}},
		{"page=0x10", listParams{Page: 1, Sort: "rating"}},
		{"page=%202", listParams{Page: 1, Sort: "rating"}},
		{"page=10001", listParams{Page: 1, Sort: "rating"}},
		{"page=99999999999999999999999", listParams{Page: 1, Sort: "rating"}},
		{"page=2&page=3", listParams{Page: 1, Sort: "rating"}},
		{"page=%00", listParams{Page: 1, Sort: "rating"}},
		{"page=%E2%91%A1", listParams{Page: 1, Sort: "rating"}}, // ②
		{"page=<script>", listParams{Page: 1, Sort: "rating"}},
		{"open=true&website=yes&photos=0", listParams{Page: 1, Sort: "rating"}},
		{"open=1&open=1", listParams{Page: 1, Sort: "rating"}},
		{"website=1&website=0", listParams{Page: 1, Sort: "rating"}}, // repeated: none of them
		{"photos=2&open%5B%5D=1&__proto__=x&colour=red", listParams{Page: 1, Sort: "rating"}},
		{"minRating=5", listParams{Page: 1, Sort: "rating"}},
		{"minRating=NaN", listParams{Page: 1, Sort: "rating"}},
		{"minRating=Inf", listParams{Page: 1, Sort: "rating"}},
		{"minRating=-4", listParams{Page: 1, Sort: "rating"}},
		{"minRating=4%00", listParams{Page: 1, Sort: "rating"}},
		{"sortBy=RATING", listParams{Page: 1, Sort: "rating"}},
		{"sortBy=name%3Bdrop", listParams{Page: 1, Sort: "rating"}},
		{"sortBy=distance", listParams{Page: 1, Sort: "rating"}},
		{"toggle=open", listParams{Page: 1, Open: true, Sort: "rating"}},
		{"open=1&toggle=open", listParams{Page: 1, Sort: "rating"}},
		{"toggle=everything", listParams{Page: 1, Sort: "rating"}},
	}
	for _, c := range cases {
		q, err := url.ParseQuery(c.query)
		if err != nil {
			t.Fatalf("%s: %v", c.query, err)
		}
		if got := parseListParams(q, sorts); got != c.want {
			t.Errorf("%q: %+v, want %+v", c.query, got, c.want)
		}
	}
	// Without sort orders the parameter is ignored.
	if got := parseListParams(url.Values{"sortBy": {"name"}}, nil); got.Sort != "" {
		t.Errorf("sortBy on a page without orders: %q", got.Sort)
	}
	// Links write the parameters back in one order, leaving out defaults.
	p := listParams{Page: 2, Open: true, MinRating: 3.5, Photos: true, Sort: "city"}
	if got, want := p.query(3), "?sortBy=city&open=1&minRating=3.5&photos=1&page=3"; got != want {
		t.Errorf("query = %q, want %q", got, want)
	}
	if got := (listParams{Page: 4, Sort: "rating"}).query(1); got != "" {
		t.Errorf("query of the defaults = %q", got)
	}
}

func TestPageWindow(t *testing.T) {
	for _, c := range []struct {
		cur, total int
		want       string
	}{{1, 0, "[]"}, {1, 1, "[1]"}, {1, 9, "[1 2 3 4 5]"}, {5, 9, "[3 4 5 6 7]"}, {9, 9, "[5 6 7 8 9]"}, {2, 3, "[1 2 3]"}} {
		if got := fmt.Sprint(pageWindow(c.cur, c.total)); got != c.want && !(c.want == "[]" && got == "[]") {
			t.Errorf("pageWindow(%d, %d) = %s, want %s", c.cur, c.total, got, c.want)
		}
	}
}

// TestCityPage: the city page is the server's, with its count, cards, the
// categories of the cards, the filter form and the pager as links.
func TestCityPage(t *testing.T) {
	bs := businesses("Berlin", 45)
	bs[3].Name = unavailableName
	store := &listStore{bs: bs}

	p, html := listPage(t, store, "/city/Berlin")
	if !p.Server() || p.Status != http.StatusOK {
		t.Fatalf("status %d, server %t", p.Status, p.Server())
	}
	mustContain(t, html, `<h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">Unternehmen in Berlin</h1>`,
		`data-testid="city-count">45 Unternehmen</p>`, `<h2 id="city-categories" class="text-sm font-semibold text-slate-700">Branchen in Berlin</h2>`,
		`href="/city/Berlin/friseur-kosmetik"`, `hover:bg-blue-100">Friseure &amp; Kosmetik<span class="ml-1.5 text-blue-700">44</span>`,
		`href="/city/Berlin/kfz-werkstatt"`, `hover:bg-blue-100">KFZ-Werkstätten<span class="ml-1.5 text-blue-700">1</span>`,
		`<script type="module" crossorigin src="/assets/islands-4d.js"></script>`,
		`<form id="list-filters" method="get" action="/city/Berlin"`, `aria-label="Seite 1" aria-current="page"`,
		`href="/city/Berlin?page=2" aria-label="Seite 2"`, `href="/city/Berlin?page=3" aria-label="Seite 3"`, `rel="next"`,
		`<link rel="canonical" href="https://example.org/city/Berlin">`, "<title>Unternehmen in Berlin – Branchenbuch</title>")
	mustNotContain(t, html, "/assets/index-1a.js", "modulepreload", unavailableName, `rel="prev"`, "Seite 4", "bb-preload\">{\"/api/cities")
	if n := len(cardNames(html)); n != 19 {
		t.Errorf("%d cards on page 1, want 19 (20 less the placeholder)", n)
	}
	if strings.Count(html, `href="/city/Berlin/friseur-kosmetik"`) != 1 || strings.Index(html, "/city/Berlin/friseur-kosmetik") > strings.Index(html, "/city/Berlin/kfz-werkstatt") {
		t.Error("each of the city's categories is one badge, most businesses first")
	}

	// Page 3 of 3: its businesses, a title and a canonical with the page, the window and previous.
	p, html = listPage(t, store, "/city/Berlin?page=3")
	if got := cardNames(html); len(got) != 5 || got[0] != "Betrieb 41" {
		t.Errorf("page 3 shows %v", got)
	}
	mustContain(t, html, "<title>Unternehmen in Berlin – Seite 3 – Branchenbuch</title>",
		`<link rel="canonical" href="https://example.org/city/Berlin?page=3">`,
		`<link rel="alternate" hreflang="en" href="https://example.org/en/city/Berlin?page=3">`,
		`href="/city/Berlin?page=2" rel="prev"`, `aria-label="Seite 3" aria-current="page"`,
		`href="/en/city/Berlin?page=3" hreflang="en" lang="en" data-language-switch="en"`) // the switch keeps the page
	mustNotContain(t, html, `rel="next"`)
	if p.URL != "https://example.org/city/Berlin?page=3" {
		t.Errorf("URL %q", p.URL)
	}

	// Filters: applied to the query, kept by the pager, shown pressed, with a reset link.
	store.queries = nil
	_, html = listPage(t, store, "/city/Berlin?website=1&minRating=4&page=1")
	if q := store.queries[0]; !q.Filters.Website || q.Filters.MinRating != 4 || q.Page != 1 || q.Limit != CityPageSize {
		t.Errorf("query %+v", q)
	}
	mustContain(t, html, `data-testid="city-count">15 Unternehmen</p>`, `value="website" aria-pressed="true"`,
		`<input type="hidden" name="website" value="1">`, `<option value="4" selected>ab 4,0 Sterne</option>`,
		`href="/city/Berlin" class="inline-flex min-h-10 items-center px-2`, "Filter zurücksetzen")
	mustNotContain(t, html, "rel=\"next\"")
	_, html = listPage(t, store, "/city/Berlin?open=1")
	mustContain(t, html, `href="/city/Berlin?open=1&amp;page=2"`, `value="open" aria-pressed="true"`,
		`href="/en/city/Berlin?open=1" hreflang="en"`)

	// A switch of the form without JavaScript flips its filter.
	_, html = listPage(t, store, "/city/Berlin?website=1&toggle=website")
	mustContain(t, html, `value="website" aria-pressed="false"`, "45 Unternehmen")

	// No match for the filters: the filters say so, not the city.
	_, html = listPage(t, store, "/city/Berlin?minRating=4.5")
	mustContain(t, html, "Keine Unternehmen mit diesen Filtern.", `role="status"`)

	// Hostile values are the defaults.
	_, html = listPage(t, store, "/city/Berlin?page=-1&minRating=9&open=%3Cscript%3E")
	mustContain(t, html, "45 Unternehmen", `aria-label="Seite 1" aria-current="page"`)
	mustNotContain(t, html, "<script>")

	// English: count, texts and pages in English.
	_, html = listPage(t, store, "/en/city/Berlin?page=2")
	mustContain(t, html, "Businesses in Berlin – Page 2 – Branchenbuch", "45 businesses", `aria-label="Page 2" aria-current="page"`,
		`href="/en/city/Berlin?page=3"`, "Categories in Berlin", `href="/en/city/Berlin/friseur-kosmetik"`, "Hair &amp; beauty", `<option value="4">4.0 stars and up</option>`)
}

// TestCityPageNotFound: a city without businesses is its empty card (404);
// a page past the end is the not-found page (404).
// TestListLinksCrawlable: every link of a list page's first and last page
// has an address (a disabled pager step is no link), so a crawler can follow
// each and Lighthouse's crawlable-links audit holds.
func TestListLinksCrawlable(t *testing.T) {
	store := &listStore{bs: businesses("Berlin", 45)}
	for _, path := range []string{"/city/Berlin", "/city/Berlin?page=3", "/categories/friseur-kosmetik", "/en/city/Berlin?page=3"} {
		_, html := listPage(t, store, path)
		for _, a := range regexp.MustCompile(`<a\b[^>]*>`).FindAllString(html, -1) {
			if !strings.Contains(a, " href=") {
				t.Errorf("%s: a link without an address: %s", path, a)
			}
		}
	}
}

func TestCityPageNotFound(t *testing.T) {
	store := &listStore{bs: businesses("Berlin", 3)}
	for _, c := range []struct{ path, want string }{
		{"/city/Atlantis", "Keine Unternehmen in Atlantis gefunden"},
		{"/en/city/Atlantis", "No businesses found in Atlantis"},
		{"/city/Atlantis?website=1", "Keine Unternehmen in Atlantis gefunden"},
	} {
		p, html := listPage(t, store, c.path)
		if p.Status != http.StatusNotFound || !p.Server() {
			t.Errorf("%s: status %d, server %t", c.path, p.Status, p.Server())
		}
		mustContain(t, html, c.want, `<meta name="robots" content="noindex, follow">`)
		mustNotContain(t, html, `rel="canonical"`)
	}
	for _, path := range []string{"/city/Berlin?page=2", "/city/Berlin?website=1&page=2", "/en/city/Berlin?page=10000"} {
		p, html := listPage(t, store, path)
		if p.Status != http.StatusNotFound || !p.Server() {
			t.Errorf("%s: status %d, server %t; want the not-found page", path, p.Status, p.Server())
		}
		mustContain(t, html, "data-redirect-after", `<meta name="robots" content="noindex, follow">`)
		mustNotContain(t, html, `rel="canonical"`, "list-filters")
	}
}

func (s *listStore) CategoryBusinesses(_ context.Context, slug string, q directory.ListQuery) ([]directory.Business, int, error) {
	var in []directory.Business
	for _, b := range s.bs {
		if b.CategorySlug == slug {
			in = append(in, b)
		}
	}
	return s.page(in, q)
}

func (s *listStore) CategoryCounts(context.Context) ([]directory.CategoryCount, error) {
	n := map[string]int{}
	for _, b := range s.bs {
		n[b.CategorySlug]++
	}
	var out []directory.CategoryCount
	for slug, c := range n {
		out = append(out, directory.CategoryCount{Slug: slug, Count: c, AverageRating: map[bool]float64{true: 4.25}[slug == "friseur-kosmetik"]})
	}
	return out, nil
}

func (s *listStore) CountListed(context.Context) (int, error) { return len(s.bs), nil }

// TestCategoryPage: the category page is the server's: header with figures,
// cards in the chosen order with the filters, the pager as links (pager.go).
func TestCategoryPage(t *testing.T) {
	bs := businesses("Berlin", 80)
	bs[0].Thumbnail, bs[0].Phone = "/media/photos/abc-320.jpg", "+49 30 123"
	store := &listStore{bs: bs}

	store.queries = nil
	p, html := listPage(t, store, "/categories/hair-salon") // an alias of friseur-kosmetik
	if !p.Server() || p.Status != http.StatusOK {
		t.Fatalf("status %d, server %t", p.Status, p.Server())
	}
	if q := store.queries[0]; q.Page != 1 || q.Limit != CategoryPageSize || q.SortBy != directory.SortRating {
		t.Errorf("query %+v, want page 1, 12 a page, best rating first", q)
	}
	mustContain(t, html, `>Friseure &amp; Kosmetik</h1>`, `<link rel="canonical" href="https://example.org/categories/friseur-kosmetik">`,
		`data-testid="stat-total"><dt class="text-sm text-slate-600">Betriebe in dieser Kategorie</dt><dd class="h-8 text-2xl font-bold text-blue-700">79</dd>`,
		`<dd class="h-8 text-2xl font-bold text-blue-700">98,8 %</dd>`, `data-testid="stat-average"`, ">4,3</dd>",
		`>79 Betriebe gefunden</h2>`, `<option value="rating" selected>Beste Bewertung</option>`, `role="radiogroup" aria-label="Rasteransicht / Listenansicht"`,
		`<form id="list-filters" method="get" action="/categories/friseur-kosmetik"`, `select id="category-sort" name="sortBy" form="list-filters"`,
		`src="/media/photos/abc-320.jpg"`, `<a href="tel:&#43;4930123"`, "Details ansehen<span class=\"sr-only\"> – Betrieb 01</span>",
		`data-testid="photo-fallback"`, `aria-label="Seite 5"`, `href="/categories/friseur-kosmetik?page=2"`,
		`href="/categories/friseur-kosmetik?page=7" aria-label="Seite 7"`)
	mustNotContain(t, html, `aria-label="Seite 8"`, "/assets/index-1a.js")
	if n := strings.Count(html, `data-testid="category-business"`); n != 12 {
		t.Errorf("%d cards, want 12", n)
	}

	// Sort and filters from the URL: asked for, selected, kept by the pager.
	store.queries = nil
	_, html = listPage(t, store, "/categories/friseur-kosmetik?sortBy=name&page=6")
	if q := store.queries[0]; q.Page != 6 || q.SortBy != directory.SortName {
		t.Errorf("query %+v", q)
	}
	mustContain(t, html, `<option value="name" selected>Name A-Z</option>`, `href="/categories/friseur-kosmetik?sortBy=name&amp;page=5" rel="prev"`,
		`data-page="6"`, "Friseure &amp; Kosmetik – Seite 6 – Branchenbuch", `aria-label="Seite 1"`,
		`href="/en/categories/friseur-kosmetik?sortBy=name&amp;page=6" hreflang="en"`, // the language switch keeps order and page
		`href="/categories/friseur-kosmetik?sortBy=name&amp;page=7" aria-label="Seite 7" class="inline-flex`,
		`aria-label="Seite 6" aria-current="page" class="inline-flex h-11`)

	// A category without a match for the filters says so and links the other categories.
	_, html = listPage(t, store, "/categories/friseur-kosmetik?minRating=4.5")
	mustContain(t, html, "Keine Betriebe gefunden", "Keine Betriebe dieser Kategorie passen zu den gewählten Filtern.", "Andere Kategorien ansehen")
	// An empty category says it has none yet (200: the category exists).
	p, html = listPage(t, store, "/categories/gastronomie")
	mustContain(t, html, "In dieser Kategorie sind noch keine Betriebe eingetragen.", ">0 Betriebe gefunden</h2>")
	mustNotContain(t, html, "data-testid=\"stat-average\"")
	if p.Status != http.StatusOK {
		t.Errorf("empty category: status %d", p.Status)
	}

	// English: figures, sort, cards and the empty state.
	_, html = listPage(t, store, "/en/categories/friseur-kosmetik")
	mustContain(t, html, ">79 businesses found</h2>", ">98.8%</dd>", "Best rating", "View details", ">4.3</dd>", "Main services")

	// An unknown slug is the "Kategorie nicht gefunden" card, a page past the end the not-found card; both 404.
	for _, c := range []struct{ path, want string }{
		{"/categories/gibt-es-nicht", "Kategorie nicht gefunden"}, {"/en/categories/gibt-es-nicht", "Category not found"},
		{"/categories/friseur-kosmetik?page=8", "data-redirect-after"}, {"/categories/gastronomie?page=2", "data-redirect-after"},
	} {
		p, html := listPage(t, store, c.path)
		if p.Status != http.StatusNotFound || !p.Server() {
			t.Errorf("%s: status %d, server %t", c.path, p.Status, p.Server())
		}
		mustContain(t, html, c.want)
	}
}

func (s *listStore) Popular(_ context.Context, limit int) ([]directory.Business, error) {
	return s.bs[:min(limit, len(s.bs))], nil
}

// TestCategoriesPage: the overview counts every figure from the database.
func TestCategoriesPage(t *testing.T) {
	bs := businesses("Berlin", 30)
	bs[2].Name = unavailableName
	store := &listStore{bs: bs}
	p, html := listPage(t, store, "/categories")
	if !p.Server() || p.Status != http.StatusOK {
		t.Fatalf("status %d, server %t", p.Status, p.Server())
	}
	n := len(directory.Categories())
	mustContain(t, html, ">Branchen &amp; Kategorien</h1>", fmt.Sprintf(`data-testid="categories-summary">%d Kategorien · 30 Unternehmen</div>`, n),
		// the four fixed cards, named in German, linking to their alias slugs with the real counts
		`href="/categories/hair-salon"`, `<h3 class="font-semibold text-slate-900">Friseursalons</h3><div class="h-5 text-sm text-slate-600" data-testid="count-hair-salon">29 Unternehmen</div>`,
		`data-testid="count-restaurant">0 Unternehmen</div>`,
		// every taxonomy category with its description, count and colour
		`style="border-top-color:#a21caf"`, `<p class="text-sm font-medium text-slate-700">1 Unternehmen</p>`, "Betriebe ansehen",
		fmt.Sprintf(`data-testid="figure-categories"><dt class="min-h-5 text-sm text-slate-600">Kategorien im Verzeichnis</dt><dd class="h-9 text-3xl font-bold text-blue-700">%d</dd>`, n),
		`<dd class="h-9 text-3xl font-bold text-blue-700">30</dd>`, "Einträge in der größten Kategorie „Friseure &amp; Kosmetik“",
		`href="/add-business" class="mt-3 inline-block`)
	mustNotContain(t, html, unavailableName)
	if got := len(cardNames(html)); got != 7 {
		t.Errorf("%d featured cards, want 7 (8 less the placeholder)", got)
	}
	if strings.Count(html, `href="/categories/`) < n+4 {
		t.Error("every category is linked")
	}
	_, html = listPage(t, store, "/en/categories")
	mustContain(t, html, ">Industries &amp; Categories</h1>", ">Hair Salons</h3>", "Professional Services", "29 businesses", `href="/en/add-business"`)
}

func (s *listStore) CountListedIn(context.Context, string) (int, error) { return 441003, nil }

func (s *listStore) Cities(_ context.Context, _ string, limit int) ([]directory.City, error) {
	var out []directory.City
	for i := range 14 {
		out = append(out, directory.City{City: fmt.Sprintf("Stadt %d", i+1), BusinessCount: 2000 - i})
	}
	if limit <= 0 {
		return out, nil
	}
	return out[:min(limit, len(out))], nil
}

func (s *listStore) DataVersion(context.Context) (int64, error) { return int64(len(s.bs)), nil }

// TestHomePage: the start page is the server's: headline with the count, a
// GET search form to /businesses, four tiles, twelve cities and the featured cards.
func TestHomePage(t *testing.T) {
	bs := businesses("Berlin", 14)
	bs[5].Name = unavailableName
	store := &listStore{bs: bs}
	p, html := listPage(t, store, "/")
	if !p.Server() || p.Status != http.StatusOK {
		t.Fatalf("status %d, server %t", p.Status, p.Server())
	}
	mustContain(t, html, `sm:text-4xl lg:text-5xl">441.003 Unternehmen in ganz Deutschland</h1>`,
		`<form role="search" aria-label="Unternehmen suchen" method="get" action="/businesses"`, `name="q" type="search"`, `name="city" type="text"`,
		`href="/categories/gastronomie"`, `href="/categories/friseur-kosmetik"`, `<span class="text-2xl font-bold text-slate-900">13</span>`,
		`href="/city/Stadt%201"`, `<span class="block text-sm text-slate-600">2.000 Unternehmen</span>`, `href="/city/Stadt%2012"`,
		"Empfohlene Unternehmen", `"urlTemplate":"https://example.org/businesses?q={search_term_string}"`)
	mustNotContain(t, html, "Stadt 13", unavailableName, "Fachbetriebe werden geladen")
	if n := strings.Count(html, `class="flex h-28 flex-col`); n != 4 {
		t.Errorf("%d tiles, want 4", n)
	}
	if got := len(cardNames(html)); got != 11 {
		t.Errorf("%d featured cards, want 11 (12 less the placeholder)", got)
	}
	_, html = listPage(t, store, "/en")
	mustContain(t, html, ">441,003 businesses all over Germany</h1>", `action="/en/businesses"`, "Popular Cities", "2,000 businesses", "Featured Businesses")
}

func TestShortCount(t *testing.T) {
	de, en := &Ctx{Locale: DE}, &Ctx{Locale: EN}
	for _, c := range []struct {
		n      int
		de, en string
	}{{999, "999", "999"}, {1000, "1.000", "1,000"}, {1001, "1\u00a0Tsd.", "1k"}, {36121, "36,1\u00a0Tsd.", "36.1k"},
		{441003, "441\u00a0Tsd.", "441k"}, {999960, "1\u00a0Mio.", "1M"}, {1_250_000, "1,3\u00a0Mio.", "1.3M"}} {
		if got := de.shortCount(c.n); got != c.de {
			t.Errorf("de %d: %q, want %q", c.n, got, c.de)
		}
		if got := en.shortCount(c.n); got != c.en {
			t.Errorf("en %d: %q, want %q", c.n, got, c.en)
		}
	}
}

// card renders one business as the list pages' card.
func card(t *testing.T, loc Locale, b directory.Business) string {
	t.Helper()
	c := &Ctx{Locale: loc}
	cards := c.cards([]directory.Business{b})
	if len(cards) != 1 {
		t.Fatalf("%d cards", len(cards))
	}
	var out strings.Builder
	if err := pageTemplates.ExecuteTemplate(&out, "business-card", cards[0]); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestBusinessCard: what the storefront's business card says (template business-card).
func TestBusinessCard(t *testing.T) {
	base := directory.Business{ID: 7, Name: "Autohaus Kraft", Category: "Kfz-Werkstatt", City: "München",
		Address: "Leopoldstraße 12, 80802 München", CountryCode: "DE", Rating: 4.6, ReviewCount: 1234, URLSlug: "muenchen/autohaus-kraft"}
	html := card(t, DE, base)
	mustContain(t, html, `href="/muenchen/autohaus-kraft"`, ">Autohaus Kraft</a></h3>", "<span>Leopoldstraße 12, 80802 München</span>",
		`text-slate-800">Kfz-Werkstatt</span>`, `aria-label="Bewertung 4,6 von 5"`, `style="width: 90%;"`, "<span>1.234 Bewertungen</span>",
		`data-testid="photo-placeholder" aria-hidden="true" class="flex h-full w-full items-center justify-center text-5xl font-bold text-blue-800">A</div>`)
	mustNotContain(t, html, "data-testid=\"distance\"", "<img", "data-open", "Deutschland")

	b := base
	b.URLSlug, b.Thumbnail, b.ReviewCount, b.Rating = "", "/media/photos/x-320.jpg", 1, 0
	html = card(t, DE, b)
	mustContain(t, html, `href="/business/7"`, `<img src="/media/photos/x-320.jpg" alt="Autohaus Kraft" loading="lazy" decoding="async" width="320" height="180"`,
		`<template><div data-testid="photo-placeholder"`, "<span>1 Bewertung</span>", `style="width: 0%;"`)
	b.ReviewCount = 0
	mustContain(t, card(t, EN, b), "<span>New</span>", `aria-label="Rating 0.0 out of 5"`, `href="/en/business/7"`)

	// The category's name in the locale, and the country outside Germany.
	ch := base
	ch.Category, ch.CategorySlug, ch.Address, ch.City, ch.CountryCode, ch.Country = "Auto repair shop", "kfz-werkstatt", "", "Zürich", "CH", "Switzerland"
	mustContain(t, card(t, DE, ch), ">Autowerkstatt</span>", "<span>Zürich, Schweiz</span>")
	mustContain(t, card(t, EN, ch), ">Auto repair shop</span>", "<span>Zürich, Switzerland</span>")
	ch.Address = "Seestrasse 1, 8002 Zürich, Switzerland"
	mustContain(t, card(t, DE, ch), "<span>Seestrasse 1, 8002 Zürich, Schweiz</span>")

	// Open status: open, closed, temporarily closed, unknown (no pill).
	yes, no := true, false
	for _, c := range []struct {
		open   *bool
		status string
		loc    Locale
		want   string
	}{{&yes, "", DE, `data-open="true"`}, {&no, "", DE, `data-open="false"`}, {&no, "", EN, ">Closed</span>"}, {&yes, "", EN, ">Open now</span>"},
		{&yes, "CLOSED_TEMPORARILY", DE, `data-status="temporarily-closed"`}, {nil, "CLOSED_TEMPORARILY", EN, "Temporarily closed"}} {
		b := base
		b.IsOpen, b.BusinessStatus = c.open, c.status
		if html := card(t, c.loc, b); !strings.Contains(html, c.want) {
			t.Errorf("open %v, status %q, %s: card lacks %q", c.open, c.status, c.loc, c.want)
		}
	}
	if html := card(t, DE, base); strings.Contains(html, "data-open") || strings.Contains(html, "data-status") {
		t.Error("an unknown status shows a pill")
	}

	// The distance, when the row has one.
	for _, c := range []struct {
		loc  Locale
		km   float64
		want string
	}{{DE, 1.24, "Entfernung: </span>1,2 km"}, {DE, 0.04, "0,0 km"}, {DE, 9.96, "10 km"}, {DE, 12.6, "13 km"},
		{EN, 1.24, "Distance: </span>1.2 km"}, {EN, 1234.4, "1,234 km"}} {
		b := base
		b.DistanceKm = &c.km
		if html := card(t, c.loc, b); !strings.Contains(html, c.want) {
			t.Errorf("%s %v km: card lacks %q", c.loc, c.km, c.want)
		}
	}
}
