package pages

import "branchenbuch/internal/directory"

// aboutView is the about page's figures, counted from the database; a
// figure whose count failed is left out, none at all says so.
type aboutView struct {
	Figures []figure
}

// figure is one counted value with its label and a note below it.
type figure struct{ Label, Value, Sub string }

// about counts the listed businesses, the categories that hold businesses
// and the largest city of the home country, as the app's calls did
// (/api/businesses/stats, /api/categories, /api/cities).
func (c *Ctx) about() (any, error) {
	t := sharedTexts[c.Locale]
	var v aboutView
	if total, err := c.Store.CountListed(c.Context); err == nil {
		v.Figures = append(v.Figures, figure{Label: t.text("about", "stats", "businesses"), Value: c.num(total)})
	}
	if counts, err := c.Store.CategoryCounts(c.Context); err == nil {
		held := map[string]bool{}
		for _, cc := range counts {
			held[cc.Slug] = cc.Count > 0
		}
		n := 0
		for _, cat := range directory.Categories() {
			if held[cat.Slug] {
				n++
			}
		}
		v.Figures = append(v.Figures, figure{Label: t.text("about", "stats", "categories"), Value: c.num(n)})
	}
	if cities, err := c.Store.Cities(c.Context, directory.HomeCountry(c.Settings), 1); err == nil && len(cities) > 0 {
		v.Figures = append(v.Figures, figure{Label: t.text("about", "stats", "largestCity"), Value: cities[0].City,
			Sub: fillText(t.text("about", "stats", "cityCount"), "n", c.num(cities[0].BusinessCount))})
	}
	return v, nil
}
