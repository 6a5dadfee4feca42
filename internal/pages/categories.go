package pages

// The categories overview /categories, rendered completely by the server
// (templates/categories.html): four fixed category cards, every
// category of the taxonomy with its count, the popular businesses and the
// market cards, every figure counted from the database.

import (
	"html/template"
	"net/http"
	"strings"

	"branchenbuch/internal/directory"
)

// featuredCount is how many popular businesses the overview features (docs/pages.md, "Sizes and timings").
const featuredCount = 8

// categoriesView is the overview template's data.
type categoriesView struct {
	Summary  string
	Fixed    []categoryTile
	All      []categoryTile
	Featured []cardView
	Figures  []figure // categories, businesses, the largest category
	Cards    []marketCard
}

// categoryTile is a category with its count, linked by path.
type categoryTile struct {
	Slug, Href, Name, Description, Count string
	Icon                                 categoryIconView
	Border                               template.CSS // the tile's top border
}

// marketCard is one of the overview's fixed texts, with an optional link.
type marketCard struct {
	Title, Text, Href, Label string
}

func (c *Ctx) categoriesPage(Vars) (*Page, error) {
	t := sharedTexts[c.Locale]
	counts, all, err := c.categoryFigures()
	if err != nil {
		return nil, err
	}
	popular, err := c.Store.Popular(c.Context, featuredCount)
	if err != nil {
		return nil, err
	}
	bySlug := map[string]int{}
	for _, n := range counts {
		bySlug[n.Slug] = n.Count
	}
	count := func(n int) string { return fillText(t.text("categories", "overview", "count"), "n", c.num(n)) }
	cats := directory.Categories()
	v := &categoriesView{Summary: fillText(t.text("categories", "overview", "summary"), "categories", c.num(len(cats)), "businesses", c.num(all))}
	fixed, _ := t["categories"].(map[string]any)["fixed"].([]any)
	for _, f := range fixed {
		m, _ := f.(map[string]any)
		slug, _ := m["slug"].(string)
		name, _ := m["name"].(string)
		tile := categoryTile{Slug: slug, Href: c.Locale.Path(CategoryPath(slug)), Name: name}
		if cat, ok := directory.CategoryBySlug(slug); ok {
			tile.Icon, tile.Count = c.iconOf(cat), count(bySlug[cat.Slug])
		} else {
			tile.Icon = c.iconOf(directory.Category{})
		}
		v.Fixed = append(v.Fixed, tile)
	}
	var largest directory.Category
	for _, cat := range cats {
		icon := c.iconOf(cat)
		v.All = append(v.All, categoryTile{Slug: cat.Slug, Href: c.Locale.Path(CategoryPath(cat.Slug)), Name: c.categoryName(cat),
			Description: cat.Description, Count: count(bySlug[cat.Slug]), Icon: icon, Border: cssOf("border-top-color:" + cat.Color)})
		if largest.Slug == "" || bySlug[cat.Slug] > bySlug[largest.Slug] {
			largest = cat
		}
	}
	popular = listable(popular)
	v.Featured = c.cards(popular[:min(len(popular), featuredCount)])
	v.Figures = []figure{
		{Sub: "categories", Value: c.num(len(cats)), Label: t.text("categories", "market", "figures", "categories")},
		{Sub: "businesses", Value: c.num(all), Label: t.text("categories", "market", "figures", "businesses")},
	}
	if largest.Slug != "" {
		v.Figures = append(v.Figures, figure{Sub: "largest", Value: c.num(bySlug[largest.Slug]),
			Label: fillText(t.text("categories", "market", "figures", "largest"), "name", largest.Name)})
	}
	cards, _ := t["categories"].(map[string]any)["market"].(map[string]any)["cards"].([]any)
	for _, x := range cards {
		m, _ := x.(map[string]any)
		card := marketCard{Title: TextTree(m).text("title"), Text: TextTree(m).text("text")}
		if href := TextTree(m).text("link", "href"); href != "" {
			card.Href, card.Label = c.Locale.Path(href), TextTree(m).text("link", "label")
		}
		v.Cards = append(v.Cards, card)
	}
	var names []string
	for _, cat := range cats {
		names = append(names, c.categoryName(cat))
	}
	return &Page{Status: http.StatusOK, Title: c.title(c.w.categories), URL: c.abs("/categories"), Index: true,
		Description: clip(sprintf(c.w.categoriesD, c.siteName, strings.Join(names, ", "))),
		Main:        "categories", View: &serverView{T: t, Locale: c.Locale, Data: v}}, nil
}

// categoryFigures reads every category's figures and the number of listed
// businesses, which the overview and each category page show.
func (c *Ctx) categoryFigures() ([]directory.CategoryCount, int, error) {
	counts, err := c.Store.CategoryCounts(c.Context)
	if err != nil {
		return nil, 0, err
	}
	all, err := c.Store.CountListed(c.Context)
	return counts, all, err
}
