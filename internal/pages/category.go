package pages

// The category page /categories/{category}, rendered completely by the
// server (templates/category.html): the category's header with its figures,
// its businesses, 12 a page, in the chosen order, with the filter form, the
// grid/list switch (an island), the pager and links to the category in its
// biggest cities (city_category.go). An alias slug shows its
// category; an unknown slug is the not-found card of the page (404).

import (
	"html/template"
	"math"
	"net/http"
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
)

// categoryView is the category template's data.
type categoryView struct {
	Category directory.Category
	Icon     categoryIconView
	Stats    []figure // total, share of all businesses, average rating (without reviews: left out)
	Found    string   // "12 Betriebe gefunden"
	Sorts    []sortChoice
	Filters  filterView
	Cards    []cardView
	Pager    *pagerView
	Empty    bool // no business (Filtered: none matching the filters)
	Filtered bool
	NotFound bool        // the slug is no category
	Cities   linkGroup   // the category's biggest cities, to their city × category pages
	Crumbs   *crumbTrail // Start › Kategorien › the category (crumbs.go)
}

// categoryIconView is a category's icon in its colour.
type categoryIconView struct {
	Name  string
	Style template.CSS
}

// sortChoice is one order of the sort select.
type sortChoice struct {
	Value, Label string
	Selected     bool
}

// cssOf marks a style the code made from the taxonomy (a colour) as safe.
func cssOf(s string) template.CSS { return template.CSS(s) }

func (c *Ctx) iconOf(cat directory.Category) categoryIconView {
	color := cat.Color
	if color == "" {
		color = "#1d4ed8"
	}
	return categoryIconView{Name: cat.Icon, Style: template.CSS("background-color:" + color)}
}

func (c *Ctx) categoryPage(vars Vars) (*Page, error) {
	t := sharedTexts[c.Locale]
	cat, ok := directory.CategoryBySlug(vars["category"])
	if !ok {
		return &Page{Title: c.title(c.w.noCategory), Main: "category",
			View: &serverView{T: t, Locale: c.Locale, Data: &categoryView{NotFound: true}}}, errNotFound
	}
	cat.Name = c.categoryName(cat) // a copy: the page speaks the visitor's language
	p := c.listParams(categorySorts)
	bs, total, err := c.Store.CategoryBusinesses(c.Context, cat.Slug,
		directory.ListQuery{Page: p.Page, Limit: CategoryPageSize, SortBy: p.Sort, Filters: p.filters(now())})
	if err != nil {
		return nil, err
	}
	counts, all, err := c.categoryFigures()
	if err != nil {
		return nil, err
	}
	total, capped := p.shownTotal(total)
	pages := totalPages(total, CategoryPageSize)
	if p.Page > max(1, pages) {
		return nil, errPastEnd
	}
	bs = listable(bs)
	path := c.Locale.Path(CategoryPath(cat.Slug))
	v := &categoryView{Category: cat, Icon: c.iconOf(cat), Filters: c.filterForm(path, p),
		Found: fillText(t.text("categories", "page", "found"), "n", c.total(total, capped)),
		Empty: len(bs) == 0, Filtered: len(bs) == 0 && p.AnyFilter()}
	v.Stats = append(v.Stats, figure{Label: t.text("categories", "page", "statTotal"), Value: c.num(total), Sub: "stat-total"})
	if all > 0 {
		v.Stats = append(v.Stats, figure{Label: t.text("categories", "page", "statShare"), Value: c.percent(float64(total) / float64(all)), Sub: "stat-share"})
	}
	for _, n := range counts {
		if n.Slug == cat.Slug && n.AverageRating > 0 {
			v.Stats = append(v.Stats, figure{Label: t.text("categories", "page", "statAvg"), Value: c.rating(n.AverageRating), Sub: "stat-average"})
		}
	}
	sorts, _ := sharedTexts[c.Locale]["categories"].(map[string]any)["page"].(map[string]any)["sort"].([]any)
	for _, s := range sorts {
		m, _ := s.(map[string]any)
		value, _ := m["value"].(string)
		label, _ := m["label"].(string)
		v.Sorts = append(v.Sorts, sortChoice{Value: value, Label: label, Selected: directory.SortBy(value) == p.Sort})
	}
	v.Cards = c.cards(bs)
	for i := range v.Cards {
		v.Cards[i].Icon, v.Cards[i].Details = nonEmpty(cat.Icon, "building-2"), t.text("categories", "page", "details")
	}
	v.Pager = c.pager(p, path, pages)
	if v.Cities, err = c.categoryCityLinks(cat); err != nil {
		return nil, err
	}
	url := c.abs(CategoryPath(cat.Slug)) + listParams{}.query(p.Page) // aliases name the same page
	c.pageQuery = listParams{}.query(p.Page)
	v.Crumbs = c.breadcrumbs(c.categoriesCrumb(), link{Href: CategoryPath(cat.Slug), Text: cat.Name})
	return &Page{
		Status: http.StatusOK, Title: c.title(c.pageTitle(cat.Name, p.Page)), URL: url, Index: true, Query: p.query(p.Page),
		Description: clip(sprintf(c.w.categoryDesc, cat.Name, c.num(total), cat.Description)),
		JSONLD:      []LD{c.itemList(cat.Name, url, bs), v.Crumbs.LD()},
		Main:        "category", View: &serverView{T: t, Locale: c.Locale, Data: v},
	}, nil
}

// percent writes a share as a percentage with at most one decimal: "12,5 %" (a
// no-break space) in German, "12.5%" in English (the app's formatPercent).
func (c *Ctx) percent(share float64) string {
	v := math.Round(share*1000) / 10
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if c.Locale == EN {
		return s + "%"
	}
	return strings.Replace(s, ".", ",", 1) + "\u00a0%"
}
