package httpapi_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// hreflangs are the page's alternate language links, as "lang url".
func hreflangs(body string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">`).FindAllStringSubmatch(body, -1) {
		out = append(out, m[1]+" "+m[2])
	}
	return out
}

// TestEnglishLocale: /en/… is the same page in English, linked both ways with hreflang.
func TestEnglishLocale(t *testing.T) {
	base := startServer(t, asSEO()).URL
	cases := []struct {
		name, path, title, lang, ogLocale, canonical, heading string
		alternates                                            []string
	}{
		{"German help", "/help", "Hilfe – Branchenbuch", "de", "de_DE", siteURL + "/help", "",
			[]string{"de " + siteURL + "/help", "en " + siteURL + "/en/help", "x-default " + siteURL + "/help"}},
		{"English help", "/en/help", "Help – Branchenbuch", "en", "en_GB", siteURL + "/en/help", "",
			[]string{"de " + siteURL + "/help", "en " + siteURL + "/en/help", "x-default " + siteURL + "/help"}},
		{"English home", "/en", "Branchenbuch – find businesses all over Germany", "en", "en_GB", siteURL + "/en", "businesses all over Germany",
			[]string{"de " + siteURL + "/", "en " + siteURL + "/en", "x-default " + siteURL + "/"}},
		{"English city", "/en/city/M%C3%BCnchen", "Businesses in München – Branchenbuch", "en", "en_GB", siteURL + "/en/city/M%C3%BCnchen", ">Businesses in München</h1>",
			[]string{"de " + siteURL + "/city/M%C3%BCnchen", "en " + siteURL + "/en/city/M%C3%BCnchen", "x-default " + siteURL + "/city/M%C3%BCnchen"}},
		{"English detail", "/en/muenchen/autowerkstatt-mueller", "Autowerkstatt Müller in München – Branchenbuch", "en", "en_GB",
			siteURL + "/en/muenchen/autowerkstatt-mueller", "Opening Hours</h2>",
			[]string{"de " + siteURL + "/muenchen/autowerkstatt-mueller", "en " + siteURL + "/en/muenchen/autowerkstatt-mueller", "x-default " + siteURL + "/muenchen/autowerkstatt-mueller"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := fetchPage(t, base+tc.path)
			if p.status != 200 || p.title != tc.title {
				t.Fatalf("status %d, title %q, want 200 %q", p.status, p.title, tc.title)
			}
			if !strings.Contains(p.body, `<html lang="`+tc.lang+`">`) || p.meta["og:locale"] != tc.ogLocale {
				t.Errorf("lang or og:locale %q wrong, want %s %s", p.meta["og:locale"], tc.lang, tc.ogLocale)
			}
			if p.canonical != tc.canonical {
				t.Errorf("canonical %q, want %q", p.canonical, tc.canonical)
			}
			if got := hreflangs(p.body); !slices.Equal(got, tc.alternates) {
				t.Errorf("hreflang %q, want %q", got, tc.alternates)
			}
			if !strings.Contains(p.body, tc.heading) {
				t.Errorf("main content lacks %q", tc.heading)
			}
		})
	}
	for _, path := range []string{"/en/admin", "/en/url-validation-status", "/en/gibt-es-nicht", "/en/blog/gibt-es-nicht"} {
		if p := fetchPage(t, base+path); p.status != 404 || !strings.Contains(p.meta["robots"], "noindex") || len(hreflangs(p.body)) != 0 {
			t.Errorf("%s: status %d, robots %q, hreflang %v; want a 404 without alternates", path, p.status, p.meta["robots"], hreflangs(p.body))
		}
	}
}

// TestPageMetaAPI: the call the app makes on client navigation answers what
// the first HTML of the same path says, and refuses what is not a site path.
func TestPageMetaAPI(t *testing.T) {
	base := startServer(t, asSEO()).URL
	for _, path := range []string{"/", "/en", "/help", "/en/help", "/city/M%C3%BCnchen", "/categories/handwerker", "/muenchen/autowerkstatt-mueller",
		"/blog/kfz-werkstatt-finden", "/privacy", "/admin", "/gibt/es/nicht"} {
		p := fetchPage(t, base+path)
		res, body := get(t, base+"/api/page-meta?path="+url.QueryEscape(path))
		var m struct {
			Status                           int
			Title, Description, Robots, Lang string
			Canonical                        string
		}
		if err := json.Unmarshal([]byte(body), &m); err != nil || res.StatusCode != 200 {
			t.Fatalf("%s: %d %s", path, res.StatusCode, body)
		}
		if m.Status != p.status || m.Title != p.title || m.Description != p.meta["description"] || m.Robots != p.meta["robots"] || m.Canonical != p.canonical {
			t.Errorf("%s: meta %+v, page says %d %q %q %q %q", path, m, p.status, p.title, p.meta["description"], p.meta["robots"], p.canonical)
		}
	}
	for _, bad := range []string{"", "help", "//evil.example/x", "/x?y=1", "/x#y", "/a\x00b", "/" + strings.Repeat("a", 3000), "/\xff"} {
		res, body := get(t, base+"/api/page-meta?path="+url.QueryEscape(bad))
		if res.StatusCode != 400 || !strings.Contains(body, `"error"`) {
			t.Errorf("path %q: %d %s, want 400 with a message", bad, res.StatusCode, body)
		}
	}
}

// TestRememberedLocale: the start page sends a visitor who chose English
// (and allowed it to be remembered) to /en; other pages and choices stay;
// every page varies with the cookies.
func TestRememberedLocale(t *testing.T) {
	base := startServer(t, asSEO()).URL
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	cases := []struct {
		path, cookie string
		status       int
		location     string
	}{
		{"/", "bb_locale=en", 302, "/en"},
		{"/", "bb_locale=de", 200, ""},
		{"/", "bb_locale=xx", 200, ""},
		{"/", "", 200, ""},
		{"/help", "bb_locale=en", 200, ""},
		{"/en", "bb_locale=de", 200, ""},
	}
	for _, c := range cases {
		req, _ := http.NewRequest("GET", base+c.path, nil)
		if c.cookie != "" {
			req.Header.Set("Cookie", c.cookie)
		}
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != c.status || res.Header.Get("Location") != c.location {
			t.Errorf("%s with %q: %d %q, want %d %q", c.path, c.cookie, res.StatusCode, res.Header.Get("Location"), c.status, c.location)
		}
		// The cookies choose the page (language; the consent banner in every
		// page's frame): a shared cache must keep a copy per cookie.
		if !slices.Contains(res.Header.Values("Vary"), "Cookie") {
			t.Errorf("%s: Vary %q, want Cookie among them", c.path, res.Header.Values("Vary"))
		}
	}
}
