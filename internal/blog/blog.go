// Package blog holds the storefront's articles: Markdown files with front
// matter, embedded in the binary, parsed and rendered once when the package
// loads. A broken article stops the program at start-up (and fails the
// package's tests), so it can never be served half-rendered.
package blog

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"time"
)

//go:embed articles/*.md
var files embed.FS

// Article is one blog article with its rendered HTML.
type Article struct {
	ID, Title, Excerpt, Author, Category, ReadTime, Image string
	Date                                                  time.Time
	Featured                                              bool
	HTML                                                  string
}

// Category is a blog category with the number of its articles and its colour.
type Category struct {
	Name  string
	Count int
	Color string
}

// categories is the blog's fixed set of categories and their badge colours
// (Tailwind colour names); an article naming another category is refused.
var categories = []Category{
	{Name: "Auto & Werkstatt", Color: "blue"},
	{Name: "Verbraucher-Tipps", Color: "amber"},
	{Name: "Recht & Pflichten", Color: "slate"},
	{Name: "Handwerk & Haus", Color: "orange"},
	{Name: "Für Unternehmen", Color: "emerald"},
	{Name: "Saisonales", Color: "sky"},
}

var articles = mustLoad(files)

// All returns every article, newest first.
func All() []Article { return slices.Clone(articles) }

// ByID returns the article whose file name (without .md) is id.
func ByID(id string) (Article, bool) {
	for _, a := range articles {
		if a.ID == id {
			return a, true
		}
	}
	return Article{}, false
}

// Featured returns the article the editors put first: the one flagged, else
// the newest (false without any article).
func Featured() (Article, bool) {
	for _, a := range articles {
		if a.Featured {
			return a, true
		}
	}
	if len(articles) == 0 {
		return Article{}, false
	}
	return articles[0], true
}

// Picks returns the editors' reading list of at most n articles. "Popular"
// cannot mean most read: the site counts no readers. It is the featured
// article, then the newest others.
func Picks(n int) []Article {
	f, ok := Featured()
	if !ok || n <= 0 {
		return []Article{}
	}
	out := []Article{f}
	for _, a := range articles {
		if len(out) == n {
			break
		}
		if a.ID != f.ID {
			out = append(out, a)
		}
	}
	return out
}

// Categories returns the blog's categories in their fixed order with counts.
func Categories() []Category {
	out := slices.Clone(categories)
	for i := range out {
		for _, a := range articles {
			if a.Category == out[i].Name {
				out[i].Count++
			}
		}
	}
	return out
}

func mustLoad(fsys fs.FS) []Article {
	list, err := load(fsys)
	if err != nil {
		panic("blog: " + err.Error())
	}
	return list
}

// load parses every articles/*.md of fsys, newest first (ties by id, so the
// order never depends on the file system). At most one may be featured.
func load(fsys fs.FS) ([]Article, error) {
	names, err := fs.Glob(fsys, "articles/*.md")
	if err != nil {
		return nil, err
	}
	var list []Article
	featured := ""
	for _, name := range names {
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		a, err := Parse(strings.TrimSuffix(path.Base(name), ".md"), src)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if a.Featured {
			if featured != "" {
				return nil, fmt.Errorf("%s: %s is featured already; only one article can be", name, featured)
			}
			featured = a.ID
		}
		list = append(list, a)
	}
	slices.SortFunc(list, func(a, b Article) int {
		if c := b.Date.Compare(a.Date); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return list, nil
}
