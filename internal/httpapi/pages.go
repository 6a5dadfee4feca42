package httpapi

// The storefront's pages: the manifest (internal/pages) makes a route's
// data; here it is completed with what the server adds per request: the
// operator's code, the route's API answers and its chunks.

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/pages"
)

// pageMetaPath is the call the app makes on client navigation for the next
// page's title and description; the first HTML carries its answer.
const pageMetaPath = "/api/page-meta"

// islandsEntry is the source of the islands' script, the only script of a
// page the server renders completely (docs/hydration.md).
const islandsEntry = "src/app/islands.ts"

// consentCookie holds the visitor's cookie choice, written by the app (web/src/lib/consent.ts).
const consentCookie = "bb_consent"

// maxMetaPath bounds the path parameter of the page-meta call.
const maxMetaPath = 2048

// pageMeta is what the app shows of a page that the server decides: its
// status, title, description, robots and language.
type pageMeta struct {
	Status      int    `json:"status"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Robots      string `json:"robots"`
	Canonical   string `json:"canonical,omitempty"`
	Lang        string `json:"lang"`
}

func metaOf(p *pages.Page) pageMeta {
	m := pageMeta{Status: p.Status, Title: p.Title, Description: p.Description, Robots: "noindex, follow", Lang: p.Locale.HTMLLang()}
	if p.Index {
		m.Robots, m.Canonical = "index, follow", p.URL
	}
	return m
}

// metaCall is the page-meta call of an escaped path, as the app makes it.
func metaCall(escapedPath string) string {
	return pageMetaPath + "?path=" + url.QueryEscape(escapedPath)
}

// build makes the page of a path from the manifest. Settings are read per
// request: one prepared query over a handful of rows costs microseconds, and
// an operator's change shows at once on every instance without a cache to expire.
// The settings are nil when they could not be read (logged).
func (s *Server) build(r *http.Request, escapedPath string, req pages.Request) (*pages.Page, directory.Settings) {
	ctx := r.Context()
	set, err := s.store.Settings(ctx)
	if err != nil {
		s.logFailure(ctx, "page settings", "path", escapedPath, "err", err)
		set = nil
	}
	p, err := pages.BuildRequest(ctx, s.store, s.baseURL, set, escapedPath, req)
	if err != nil {
		s.logFailure(ctx, "page data", "path", escapedPath, "err", err)
	}
	return p, set
}

// logFailure logs a failed step of a request as an error, or at info level
// as "client gone" when the request's client went away meanwhile (the
// failure is then the cancellation).
func (s *Server) logFailure(ctx context.Context, msg string, args ...any) {
	if ctx.Err() != nil {
		s.log.InfoContext(ctx, "client gone", append([]any{"step", msg}, args...)...)
		return
	}
	s.log.ErrorContext(ctx, msg, args...)
}

// pageFor makes the first HTML's data of a request: the page, the operator's
// code, the preloaded API answers and the chunks of the route's module.
func (s *Server) pageFor(r *http.Request) *pages.Page {
	path := r.URL.EscapedPath()
	// A page reads its query string and may ask the API in-process (the search page's results).
	p, set := s.build(r, path, pages.Request{Query: r.URL.Query(),
		API:   func(call string) ([]byte, bool) { return s.apiAnswer(r.Context(), call) },
		Asset: func(source string) string { return s.vite.entry(s.static, source) }})
	// The operator's code (analytics, ad networks) runs on the storefront only:
	// on the panel a third-party script could call the admin API with the session.
	if !p.Route.Panel {
		p.HeadCode, p.FooterCode = set["head_code"], set["footer_code"]
	}
	// The frame shows the cookie banner to a visitor without a stored choice.
	if c, err := r.Cookie(consentCookie); err == nil {
		p.Consent = pages.ParseConsent(c.Value)
	}
	if p.Status == http.StatusInternalServerError {
		return p
	}
	// Answers the page already has are embedded as they are, not asked of the API again.
	calls := p.Calls()
	known := map[string]json.RawMessage{}
	// A page built from its query string (a list's page 2) is not what the path's meta says.
	if !p.FromQuery {
		known[preloadKey(metaCall(path))], _ = json.Marshal(metaOf(p))
	}
	if set != nil && slices.Contains(calls, pages.SettingsCall) {
		known[preloadKey(pages.SettingsCall)], _ = json.Marshal(publicSettings(set))
	}
	p.Preload = s.preloadJSON(r.Context(), calls, known)
	p.Modules = s.vite.modulePreloads(s.static, p.Route.Module)
	if p.Server() {
		p.Script = s.vite.entry(s.static, islandsEntry)
		// The chunks the islands' entry imports load beside it, not one round trip after it.
		p.Modules = slices.DeleteFunc(s.vite.modulePreloads(s.static, islandsEntry), func(f string) bool { return f == p.Script })
	}
	return p
}

// pageMetaAPI answers the page-meta call: GET /api/page-meta?path=/en/city/Berlin.
func (s *Server) pageMetaAPI(w http.ResponseWriter, r *http.Request) {
	raw := r.URL.Query().Get("path")
	switch {
	case raw == "" || !strings.HasPrefix(raw, "/") || strings.HasPrefix(raw, "//"):
		writeError(w, r, invalid("Der Parameter path muss ein Pfad der Website sein (beginnend mit /)."))
		return
	case len(raw) > maxMetaPath || !utf8.ValidString(raw) || strings.ContainsRune(raw, 0):
		writeError(w, r, invalid("Der Parameter path ist ungültig."))
		return
	}
	if u, err := url.Parse(raw); err != nil || u.RawQuery != "" || u.Fragment != "" {
		writeError(w, r, invalid("Der Parameter path ist ungültig."))
		return
	}
	p, _ := s.build(r, raw, pages.Request{})
	if p.Status == http.StatusInternalServerError {
		writeError(w, r, directory.Errorf(directory.EINTERNAL, "Die Seitendaten konnten nicht geladen werden."))
		return
	}
	writeJSON(w, r, http.StatusOK, "", metaOf(p))
}
