package pages

// Writing a page into index.html: the head tags, the JSON-LD and the main
// content go through html/template, so every value from the database is
// escaped; only the operator's head and footer code are inserted raw.

import (
	"bytes"
	"embed"
	"encoding/json"
	"html/template"
	"slices"
	"strings"
)

// The markers of web/index.html that the server fills.
const (
	markerHead   = "<!--app-head-->"
	markerHTML   = "<!--app-html-->"
	markerFooter = "<!--app-footer-->"
	// rootMarker is the app's root with the content marker: the server puts
	// the frame around it and the page's content into it.
	rootMarker = `<div id="root">` + markerHTML + `</div>`
)

// templateFiles are the templates of the frame and of the pages the server renders completely.
//
//go:embed templates/*.html
var templateFiles embed.FS

var pageTemplates = template.Must(template.New("head").Parse(`<title>{{.Title}}</title>
{{with .Description}}<meta name="description" content="{{.}}">
{{end}}{{if .Index}}<meta name="robots" content="index, follow">
<link rel="canonical" href="{{.URL}}">
{{else}}<meta name="robots" content="noindex, follow">
{{end}}<meta property="og:site_name" content="{{.SiteName}}">
<meta property="og:locale" content="{{.Locale.OGLocale}}">
{{range .Alternates}}<link rel="alternate" hreflang="{{.Lang}}" href="{{.URL}}">
{{end}}
<meta property="og:type" content="{{.OGType}}">
<meta property="og:title" content="{{.Title}}">
{{with .Description}}<meta property="og:description" content="{{.}}">
{{end}}{{with .URL}}<meta property="og:url" content="{{.}}">
{{end}}{{with .Image}}<meta property="og:image" content="{{.}}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="{{$.Title}}">
{{end}}{{with .Contact}}<meta property="business:contact_data:street_address" content="{{.Street}}">
<meta property="business:contact_data:postal_code" content="{{.PostalCode}}">
<meta property="business:contact_data:locality" content="{{.Locality}}">
<meta property="business:contact_data:country_name" content="{{.Country}}">
{{end}}<meta name="twitter:card" content="{{if .Image}}summary_large_image{{else}}summary{{end}}">
<meta name="twitter:title" content="{{.Title}}">
{{with .Description}}<meta name="twitter:description" content="{{.}}">
{{end}}{{with .Image}}<meta name="twitter:image" content="{{.}}">
{{end}}{{range .LD}}<script type="application/ld+json">{{.}}</script>
{{end}}{{range .Modules}}<link rel="modulepreload" crossorigin href="{{.}}">
{{end}}{{with .PreloadJS}}<script id="bb-preload" type="application/json">{{.}}</script>
{{end}}`))

func init() {
	pageTemplates.Option("missingkey=error") // a text key the JSON lacks fails the render, not "<no value>"
	pageTemplates.Funcs(templateFuncs)
	template.Must(pageTemplates.ParseFS(templateFiles, "templates/*.html"))
	// The crawler's content of the pages the app renders (the panel's); the frame's <main> holds it.
	template.Must(pageTemplates.New("list").Parse(`<div>
<h1>{{.Heading}}</h1>
{{with .Intro}}<p>{{.}}</p>
{{end}}</div>`))
}

// headView is the head template's data: the page plus its JSON-LD as script text.
type headView struct {
	*Page
	LD        []template.JS
	PreloadJS template.JS // HTML-escaped by preloadJSON
}

// Render fills index.html with the page. The JSON-LD is marshalled with
// encoding/json, whose default escaping of <, > and & keeps a name such as
// "</script>" from closing the script element.
func Render(index []byte, p *Page) ([]byte, error) {
	hv := headView{Page: p, PreloadJS: template.JS(p.Preload)}
	for _, obj := range p.JSONLD {
		b, err := json.Marshal(obj)
		if err != nil {
			return nil, err
		}
		hv.LD = append(hv.LD, template.JS(b))
	}
	var head, main bytes.Buffer
	if err := pageTemplates.ExecuteTemplate(&head, "head", hv); err != nil {
		return nil, err
	}
	head.WriteString(p.HeadCode)
	if sv, ok := p.View.(*serverView); ok {
		sv.Consent = p.Consent
	}
	if p.Main != "" {
		if err := pageTemplates.ExecuteTemplate(&main, p.Main, p.View); err != nil {
			return nil, err
		}
	}
	if p.Locale != DE {
		index = bytes.Replace(index, []byte(`<html lang="de">`), []byte(`<html lang="`+p.Locale.HTMLLang()+`">`), 1)
	}
	body := insertion{markerHTML, `<div id="root">`, true, main.String()}
	if bytes.Contains(index, []byte(rootMarker)) {
		var framed bytes.Buffer
		// The root keeps a screen's height, so the footer starts below the fold and does
		// not shift when the app replaces the crawler's content with the page (CLS).
		root := template.HTML(`<div class="min-h-screen"><div id="root">` + main.String() + `</div></div>`)
		if p.Server() {
			// No app to mount: the page is the content, its script the islands'.
			root = template.HTML(main.String())
			if p.Script != "" {
				index = islandsIndex(index, p.Script)
			}
		}
		if err := pageTemplates.ExecuteTemplate(&framed, "frame", p.frame(root)); err != nil {
			return nil, err
		}
		body = insertion{rootMarker, "", false, framed.String()}
	}
	html := fill(string(index), []insertion{
		{markerHead, "</head>", false, head.String()},
		body,
		{markerFooter, "</body>", false, p.FooterCode},
	})
	if p.Nonce != "" {
		html = withNonce(html, p.Nonce)
	}
	return html, nil
}

// insertion puts text at a marker, or, in an index.html without the marker,
// before (or after) the fallback tag; without either it is left out.
type insertion struct {
	marker, fallback string
	afterFallback    bool
	text             string
}

// fill makes every insertion at a place found in the original index.html,
// so text inserted earlier (operator code naming a marker) is never searched.
func fill(index string, ins []insertion) []byte {
	type cut struct {
		start, end int
		text       string
	}
	var cuts []cut
	for _, in := range ins {
		if i := strings.Index(index, in.marker); i >= 0 {
			cuts = append(cuts, cut{i, i + len(in.marker), in.text})
		} else if i := strings.LastIndex(index, in.fallback); i >= 0 {
			if in.afterFallback {
				i += len(in.fallback)
			}
			cuts = append(cuts, cut{i, i, in.text})
		}
	}
	slices.SortStableFunc(cuts, func(a, b cut) int { return a.start - b.start })
	var out bytes.Buffer
	out.Grow(len(index) + 4096)
	pos := 0
	for _, c := range cuts {
		if c.start < pos {
			continue // overlapping markers: keep the first
		}
		out.WriteString(index[pos:c.start])
		out.WriteString(c.text)
		pos = c.end
	}
	out.WriteString(index[pos:])
	return out.Bytes()
}

// trustedHTML marks HTML the product itself made (the blog's escaped Markdown).
func trustedHTML(s string) template.HTML { return template.HTML(s) }
