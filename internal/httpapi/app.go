package httpapi

import (
	"cmp"
	"errors"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/pages"
)

// app serves the React build: files as they are (hashed assets for a year),
// and index.html for every other path so that client routes work, filled
// with the route's metadata and main content (docs/pages.md) and sent with the
// route's status: 404 for unknown paths and data, whose not-found card the
// app shows. Without a build it shows a plain page listing the API.
func (s *Server) app(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		writeError(w, r, directory.Errorf(directory.EMETHOD, "Methode %s ist hier nicht erlaubt.", r.Method).WithKey("method_not_allowed", "method", r.Method))
		return
	}
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if name != "" && name != "index.html" {
		if f, err := fs.Stat(s.static, name); err == nil && !f.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				if s.gzipped.serve(w, r, s.static, name) {
					return
				}
			} else {
				w.Header().Set("Cache-Control", "public, max-age=3600")
			}
			http.ServeFileFS(w, r, s.static, name)
			return
		}
	}
	index, err := fs.ReadFile(s.static, "index.html")
	if errors.Is(err, fs.ErrNotExist) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		apiPage.Execute(w, nil)
		return
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	// Every page's frame follows the consent cookie (a first visitor gets
	// the cookie banner in the first HTML), and the start page also a
	// language the visitor chose to have remembered.
	w.Header().Add("Vary", "Cookie")
	if r.URL.Path == "/" {
		if c, err := r.Cookie(localeCookie); err == nil && c.Value == string(pages.EN) {
			http.Redirect(w, r, pages.EN.Path("/"), http.StatusFound)
			return
		}
	}
	p := s.pageFor(r)
	labelRoute(w, "page "+cmp.Or(p.Route.Pattern, "(not found)"))
	if p.Status == http.StatusInternalServerError && r.Context().Err() != nil {
		w.WriteHeader(statusClientGone) // for the request log; nobody reads it
		return
	}
	p.Nonce = newNonce()
	body, err := pages.Render(index, p)
	if err != nil {
		writeError(w, r, err)
		return
	}
	setPageCSP(w.Header(), p.Route.Panel, p.Nonce)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Language", p.Locale.HTMLLang())
	w.WriteHeader(p.Status)
	w.Write(body)
}

// localeCookie holds the language a visitor chose in the footer; the app
// writes it only with preferences consent (docs/i18n.md).
const localeCookie = "bb_locale"

var apiPage = template.Must(template.New("api").Parse(`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Branchenbuch – API</title></head>
<body style="font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1>Branchenbuch</h1>
<p>Die Oberfläche ist noch nicht gebaut (<code>make build</code>). Die öffentliche API:</p>
<ul>
<li><a href="/api/businesses/stats">/api/businesses/stats</a></li>
<li><a href="/api/businesses/popular?limit=12">/api/businesses/popular?limit=12</a></li>
<li><a href="/api/businesses/search?query=Werkstatt&amp;location=M%C3%BCnchen">/api/businesses/search?query=&amp;location=&amp;category=&amp;radius=&amp;limit=&amp;offset=</a></li>
<li><code>/api/businesses/{id}</code>, <code>/api/businesses/slug/{city}/{slug}</code></li>
<li><a href="/api/cities">/api/cities</a>, <code>/api/cities/{city}/businesses?page=&amp;limit=</code></li>
<li><a href="/api/categories">/api/categories</a>, <code>/api/categories/{category}/businesses?page=&amp;limit=&amp;sortBy=</code></li>
<li><a href="/api/admin/settings">/api/admin/settings</a></li>
</ul>
<p>Postleitzahlen: GeoNames, CC BY 4.0.</p>
</body></html>
`))
