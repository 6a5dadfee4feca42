package pages

import (
	"net/http"
	"time"

	"branchenbuch/internal/blog"
)

// blogListSize is the number of article cards below the featured one.
const blogListSize = 5

// blogListView is the blog list's data (templates/blog.html): the figures
// counted from the articles, the featured article, the next five and the
// sidebar's categories and the editors' picks.
type blogListView struct {
	// Notice is the outcome of a newsletter confirmation link that led here
	// (/blog?newsletter=confirmed or =invalid), "" for none or another value.
	Notice                  string
	Articles, CategoryCount string
	Featured                *blogCard
	List, Picks             []blogCard
	Categories              []blogCategory
}

// blogCard is an article in the list: its link, texts, badge and meta.
type blogCard struct {
	Href, Title, Excerpt, Category, Color, Image string
	By, Reading                                  string // "von {author}", "{time}. Lesezeit"
	Day, Date                                    string // 2024-01-15, and in the locale's words
}

// blogCategory is a category of the sidebar with its badge colour and count.
type blogCategory struct{ Name, Color, Count string }

func (c *Ctx) blogCard(a blog.Article, colors map[string]string) blogCard {
	t := sharedTexts[c.Locale]
	return blogCard{Href: c.Locale.Path(ArticlePath(a.ID)), Title: a.Title, Excerpt: a.Excerpt,
		Category: a.Category, Color: colors[a.Category], Image: a.Image,
		By: fillText(t.text("blog", "by"), "author", a.Author), Reading: fillText(t.text("blog", "readTime"), "time", a.ReadTime),
		Day: a.Date.Format(time.DateOnly), Date: c.date(a.Date)}
}

// blogPage is the blog list /blog, with an ItemList; "Blog" is its title in both locales.
func (c *Ctx) blogPage(Vars) (*Page, error) {
	const heading = "Blog"
	t := sharedTexts[c.Locale]
	desc := texts("Ratgeber rund um lokale Unternehmen: Werkstätten, Handwerker und Dienstleister finden, prüfen und gut eingetragen sein.",
		"Guides about local businesses: finding and checking workshops, tradespeople and service providers, and listing your own.")[c.Locale]
	all, cats := blog.All(), blog.Categories()
	colors := map[string]string{}
	v := blogListView{Articles: c.num(len(all)), CategoryCount: c.num(len(cats))}
	// The notice changes neither the title nor the status, so the page stays the path's (readQuery unset).
	if n := single(c.Query, "newsletter"); n == "confirmed" || n == "invalid" {
		v.Notice = n
	}
	for _, cat := range cats {
		colors[cat.Name] = cat.Color
		count := t.text("blog", "categoryCountOne")
		if cat.Count != 1 {
			count = fillText(t.text("blog", "categoryCountMany"), "n", c.num(cat.Count))
		}
		v.Categories = append(v.Categories, blogCategory{Name: cat.Name, Color: cat.Color, Count: count})
	}
	featured, ok := blog.Featured()
	if ok {
		card := c.blogCard(featured, colors)
		v.Featured = &card
	}
	for _, a := range all {
		if len(v.List) < blogListSize && (!ok || a.ID != featured.ID) {
			v.List = append(v.List, c.blogCard(a, colors))
		}
	}
	for _, a := range blog.Picks(3) {
		v.Picks = append(v.Picks, c.blogCard(a, colors))
	}
	var items []LD
	for i, a := range all {
		href := c.Locale.Path(ArticlePath(a.ID))
		items = append(items, LD{"@type": "ListItem", "position": i + 1, "url": c.BaseURL + href, "name": a.Title})
	}
	list := LD{"@context": "https://schema.org", "@type": "ItemList", "name": heading, "url": c.abs("/blog"),
		"numberOfItems": len(items), "itemListElement": items}
	return &Page{Status: http.StatusOK, Title: c.title(heading), Description: clip(desc), URL: c.abs("/blog"), Index: true,
		JSONLD: []LD{list}, Main: "blog", View: &serverView{T: t, Locale: c.Locale, Data: v}}, nil
}

// articleView is a blog article in its template (templates/blog-article.html).
type articleView struct {
	Title, Excerpt, Author, Category, ReadTime, Image string
	Day, Date                                         string // 2024-01-15, and in the locale's words
	HTML                                              any    // template.HTML of our own escaped Markdown
}

func (c *Ctx) articlePage(v Vars) (*Page, error) {
	a, ok := blog.ByID(v["id"])
	if !ok {
		t := sharedTexts[c.Locale]
		return nil, &missingError{notFoundCard{Heading: t.text("blog", "notFoundTitle"), Text: t.text("blog", "notFoundText"),
			Link: link{Href: c.Locale.Path("/blog"), Text: t.text("blog", "backToBlog")}}}
	}
	url := c.abs(ArticlePath(a.ID))
	article := LD{"@context": "https://schema.org", "@type": "Article", "headline": a.Title, "description": a.Excerpt,
		"author": LD{"@type": "Person", "name": a.Author}, "datePublished": a.Date.Format(time.DateOnly),
		"articleSection": a.Category, "inLanguage": "de-DE", "url": url, "mainEntityOfPage": url,
		"publisher": LD{"@type": "Organization", "name": c.siteName}}
	if a.Image != "" {
		article["image"] = c.BaseURL + a.Image
	}
	return &Page{Status: http.StatusOK, Title: c.title(a.Title), Description: clip(a.Excerpt), URL: url, Index: true,
		OGType: "article", JSONLD: []LD{article, c.breadcrumbs(link{Href: "/blog", Text: "Blog"}, link{Href: ArticlePath(a.ID), Text: a.Title}).LD()},
		Main: "blog-article", View: &serverView{T: sharedTexts[c.Locale], Locale: c.Locale, Data: articleView{Title: a.Title, Excerpt: a.Excerpt,
			Author: a.Author, Category: a.Category, ReadTime: a.ReadTime, Image: a.Image, Day: a.Date.Format(time.DateOnly),
			Date: c.date(a.Date), HTML: trustedHTML(a.HTML)}}}, nil
}

// date writes a day in the locale's long form: 15. Januar 2024, 15 January 2024.
func (c *Ctx) date(t time.Time) string {
	if c.Locale == EN {
		return t.Format("2 January 2006")
	}
	months := [...]string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}
	return sprintf("%d. %s %d", t.Day(), months[t.Month()-1], t.Year())
}

// ArticlePath is the locale-free path of a blog article.
func ArticlePath(id string) string { return "/blog/" + uriComponent(id) }
