package httpapi

import (
	"net/http"
	"sync"
	"time"

	"branchenbuch/internal/blog"
	"branchenbuch/internal/directory"
)

// blogArticle is an article in the list answers: everything but the text.
// There are no view or comment counts: the site counts neither.
type blogArticle struct {
	ID       string `json:"id"`
	Title    string `json:"title"`
	Excerpt  string `json:"excerpt"`
	Author   string `json:"author"`
	Date     string `json:"date"` // YYYY-MM-DD
	Category string `json:"category"`
	ReadTime string `json:"readTime"`
	Image    string `json:"image"`
	Featured bool   `json:"featured"`
}

// blogArticleFull is the answer of GET /api/blog/{id}: the article with its HTML.
type blogArticleFull struct {
	blogArticle
	HTML string `json:"html"`
}

type blogCategory struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
	Color string `json:"color"`
}

// blogIndex is the answer of GET /api/blog.
type blogIndex struct {
	Articles   []blogArticle  `json:"articles"`
	Categories []blogCategory `json:"categories"`
	Popular    []blogArticle  `json:"popular"`
	Featured   string         `json:"featured"`
}

func blogSummary(a blog.Article) blogArticle {
	return blogArticle{ID: a.ID, Title: a.Title, Excerpt: a.Excerpt, Author: a.Author, Date: a.Date.Format(time.DateOnly),
		Category: a.Category, ReadTime: a.ReadTime, Image: a.Image, Featured: a.Featured}
}

// blogIndexAnswer is built once: the articles are part of the binary.
var blogIndexAnswer = sync.OnceValue(func() blogIndex {
	all := blog.All()
	idx := blogIndex{Articles: make([]blogArticle, 0, len(all)), Categories: []blogCategory{}, Popular: []blogArticle{}}
	for _, a := range all {
		idx.Articles = append(idx.Articles, blogSummary(a))
	}
	if f, ok := blog.Featured(); ok {
		idx.Featured = f.ID
	}
	for _, c := range blog.Categories() {
		idx.Categories = append(idx.Categories, blogCategory(c))
	}
	for _, a := range blog.Picks(3) {
		idx.Popular = append(idx.Popular, blogSummary(a))
	}
	return idx
})

// blogList answers GET /api/blog: every article without its text, the
// categories with counts, the reading list and the featured article's id.
func (s *Server) blogList(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, r, http.StatusOK, cacheList, blogIndexAnswer())
}

// blogArticleByID answers GET /api/blog/{id} with the article and its HTML.
func (s *Server) blogArticleByID(w http.ResponseWriter, r *http.Request) {
	a, ok := blog.ByID(r.PathValue("id"))
	if !ok {
		writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Artikel nicht gefunden."))
		return
	}
	writeJSON(w, r, http.StatusOK, cacheList, blogArticleFull{blogArticle: blogSummary(a), HTML: a.HTML})
}
