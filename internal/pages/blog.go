package pages

import (
	"net/http"
	"time"

	"branchenbuch/internal/blog"
)

// blogPage lists the articles as links, with an ItemList; "Blog" is its name in both locales.
func (c *Ctx) blogPage(Vars) (*Page, error) {
	const heading = "Blog"
	desc := texts("Ratgeber rund um lokale Unternehmen: Werkstätten, Handwerker und Dienstleister finden, prüfen und gut eingetragen sein.",
		"Guides about local businesses: finding and checking workshops, tradespeople and service providers, and listing your own.")[c.Locale]
	v := listView{Labels: c.labels(), Heading: heading, Intro: desc}
	var items []LD
	for i, a := range blog.All() {
		href := c.Locale.Path(ArticlePath(a.ID))
		v.Links = append(v.Links, link{Href: href, Text: a.Title, Note: a.Excerpt})
		items = append(items, LD{"@type": "ListItem", "position": i + 1, "url": c.BaseURL + href, "name": a.Title})
	}
	list := LD{"@context": "https://schema.org", "@type": "ItemList", "name": heading, "url": c.abs("/blog"),
		"numberOfItems": len(items), "itemListElement": items}
	return &Page{Status: http.StatusOK, Title: c.title(heading), Description: clip(desc), URL: c.abs("/blog"), Index: true,
		JSONLD: []LD{list}, Main: "list", View: v}, nil
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
		OGType: "article", JSONLD: []LD{article, c.breadcrumbs(link{Href: "/blog", Text: "Blog"}, link{Href: ArticlePath(a.ID), Text: a.Title})},
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
