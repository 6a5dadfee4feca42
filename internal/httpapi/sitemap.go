package httpapi

import (
	"net/http"

	"branchenbuch/internal/directory"
)

// sitemapIndex will list the sitemaps (not built yet).
func (s *Server) sitemapIndex(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Keine Sitemap."))
}

// sitemap will write one sitemap (not built yet).
func (s *Server) sitemap(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Keine Sitemap."))
}

// robots will write robots.txt (not built yet).
func (s *Server) robots(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Keine robots.txt."))
}
