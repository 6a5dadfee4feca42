package crawl

// The links a crawler without JavaScript follows: the href of every <a> in
// the HTML as the server sent it (<noscript> content included, as a browser
// without scripts shows it), resolved against the page (or its <base href>),
// on the site's own scheme and host, without fragment. A link marked
// rel="nofollow" and every link of a page whose robots meta tag says
// "nofollow" or "none" is left, as search engines leave them.

import (
	"bytes"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Links reads an HTML document fetched from page and returns the distinct
// same-site links of its <a> elements, in document order, normalised (see
// Normalize).
func Links(page *url.URL, body []byte) []string {
	page, ok := Normalize(page)
	if !ok {
		return nil
	}
	var hrefs []string
	var base string
	z := html.NewTokenizer(bytes.NewReader(body))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break // the end, or a read error: what was read counts
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		name, hasAttr := z.TagName()
		tag := atom.Lookup(name)
		if tag == atom.Noscript && tt == html.StartTagToken {
			z.NextIsNotRawText() // without scripts its content is markup, links and all
			continue
		}
		if !hasAttr || tag != atom.A && tag != atom.Base && tag != atom.Meta {
			continue // the attributes of other tags are never read: most of the page's cost
		}
		attrs := readAttrs(z)
		switch tag {
		case atom.A:
			if href, ok := attrs["href"]; ok && !hasToken(attrs["rel"], "nofollow") {
				hrefs = append(hrefs, href)
			}
		case atom.Base:
			if href, ok := attrs["href"]; ok && base == "" {
				base = href // the first <base href> counts, for links before it too
			}
		case atom.Meta:
			if strings.EqualFold(attrs["name"], "robots") {
				if c := attrs["content"]; hasToken(c, "nofollow") || hasToken(c, "none") {
					return nil
				}
			}
		}
	}
	from := page
	if base != "" {
		if b, err := page.Parse(cleanHref(base)); err == nil {
			from = b
		}
	}
	seen := map[string]bool{}
	var out []string
	for _, h := range hrefs {
		u, ok := resolve(from, h)
		if !ok || !sameSite(page, u) {
			continue
		}
		s := u.String()
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// readAttrs reads the attributes of the current tag, the first of each name
// counting (as in a browser).
func readAttrs(z *html.Tokenizer) map[string]string {
	attrs := map[string]string{}
	for {
		k, v, more := z.TagAttr()
		if _, dup := attrs[string(k)]; !dup {
			attrs[string(k)] = string(v)
		}
		if !more {
			return attrs
		}
	}
}

// hasToken tells whether a space-separated or comma-separated list (rel,
// robots content) holds token, in any case.
func hasToken(list, token string) bool {
	for _, f := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' }) {
		if strings.EqualFold(f, token) {
			return true
		}
	}
	return false
}

// cleanHref does what a browser does to an attribute URL before parsing it:
// leading and trailing spaces and control characters go, and tabs and line
// breaks inside it.
func cleanHref(h string) string {
	h = strings.TrimFunc(h, func(r rune) bool { return r <= ' ' })
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, h)
}

// resolve parses href against from and normalises it; ok is false for what
// is no web page to fetch (mailto:, tel:, javascript:, a bad URL).
func resolve(from *url.URL, href string) (*url.URL, bool) {
	href = cleanHref(href)
	if href == "" || strings.HasPrefix(href, "#") {
		return nil, false
	}
	u, err := from.Parse(href)
	if err != nil {
		return nil, false
	}
	return Normalize(u)
}

// Normalize is the form in which the crawler compares URLs: http or https
// only, scheme and host in lower case, no default port, no fragment, no user
// information, "/" for an empty path, the path's escaping as Go writes it
// ("/city/München" and "/city/M%C3%BCnchen" are one page). ok is false for
// other schemes and URLs without a host.
func Normalize(u *url.URL) (*url.URL, bool) {
	n := *u
	n.Scheme = strings.ToLower(n.Scheme)
	if n.Scheme != "http" && n.Scheme != "https" || n.Host == "" || n.Opaque != "" {
		return nil, false
	}
	n.Host = strings.ToLower(n.Host)
	if port := n.Port(); port == "80" && n.Scheme == "http" || port == "443" && n.Scheme == "https" {
		n.Host = strings.TrimSuffix(n.Host, ":"+port)
	}
	n.User = nil
	n.Fragment, n.RawFragment = "", ""
	if n.Path == "" {
		n.Path, n.RawPath = "/", ""
	}
	n.ForceQuery = false
	return &n, true
}

// sameSite tells whether u is on page's scheme and host (both normalised).
func sameSite(page, u *url.URL) bool {
	return u.Scheme == page.Scheme && u.Host == page.Host
}
