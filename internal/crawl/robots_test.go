package crawl_test

import (
	"strings"
	"testing"

	"branchenbuch/internal/crawl"
)

// ourRobots is the site's robots.txt as internal/httpapi writes it.
const ourRobots = "User-agent: *\nAllow: /\nAllow: /api/og/\nDisallow: /api/\nDisallow: /admin\nDisallow: /url-validation-status\n\nSitemap: https://example.org/sitemap.xml\n"

func TestRobots(t *testing.T) {
	type check struct {
		path    string
		allowed bool
	}
	cases := []struct {
		name, agent, body string
		checks            []check
	}{
		{"the site's own", "", ourRobots, []check{
			{"/", true}, {"/city/Berlin?page=2", true}, {"/api/og/city/Berlin", true}, {"/api/businesses", false},
			{"/api", true}, {"/admin", false}, {"/admin/login", false}, {"/administrator", false}, {"/en/admin", true},
			{"/url-validation-status", false}, {"/robots.txt", true}}},
		{"empty: everything", "", "", []check{{"/", true}, {"/admin", true}}},
		{"Disallow with nothing allows everything", "", "User-agent: *\nDisallow:\n", []check{{"/x", true}}},
		{"all disallowed but robots.txt itself", "", "User-agent: *\nDisallow: /\n", []check{{"/", false}, {"/a", false}, {"/robots.txt", true}}},
		{"our own group wins over *, in any case, without the version", "Branchenbuch-Crawler/1 (+https://example.org)",
			"User-agent: *\nDisallow: /\n\nUser-agent: BRANCHENBUCH-crawler\nDisallow: /private\n",
			[]check{{"/", true}, {"/private/x", false}}},
		{"an own group without rules allows everything", "Branchenbuch-Crawler",
			"User-agent: Branchenbuch-Crawler\n\nUser-agent: *\nDisallow: /\n", []check{{"/", false}}},
		{"another crawler's group is not ours", "Branchenbuch-Crawler",
			"User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /g\n", []check{{"/", true}, {"/g", false}}},
		{"several agents share a group; groups of * add up", "",
			"User-agent: a\nUser-agent: *\nDisallow: /one\n\nUser-agent: b\nDisallow: /two\n\nUser-agent: *\nDisallow: /three\n",
			[]check{{"/one", false}, {"/two", true}, {"/three", false}}},
		{"rules before any user-agent belong to no group", "", "Disallow: /\nUser-agent: *\nDisallow: /x\n",
			[]check{{"/", true}, {"/x", false}}},
		{"the longest rule wins, Allow on a tie", "",
			"User-agent: *\nDisallow: /p\nAllow: /p\nDisallow: /q/\nAllow: /q/open\nAllow: /r\nDisallow: /r/closed\n",
			[]check{{"/p", true}, {"/q/x", false}, {"/q/open/x", true}, {"/r/x", true}, {"/r/closed", false}}},
		{"* matches any run of characters, $ the end", "",
			"User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?sort=\nDisallow: /a*b*c\n",
			[]check{{"/", true}, {"/x.pdf", false}, {"/x.pdf?v=1", true}, {"/docs/x.pdf", false},
				{"/list?sort=name", false}, {"/list?page=2&sort=name", true}, {"/axxbyyc", false}, {"/axxcyyb", true}}},
		{"only the start page", "", "User-agent: *\nAllow: /$\nDisallow: /\n", []check{{"/", true}, {"/?q=1", false}, {"/a", false}}},
		{"$ alone on a path", "", "User-agent: *\nAllow: /\nDisallow: /exact$\n",
			[]check{{"/exact", false}, {"/exact/", true}, {"/exactly", true}}},
		{"escapes compare in one form", "", "User-agent: *\nDisallow: /city/München\nDisallow: /a%2fb\n",
			[]check{{"/city/M%C3%BCnchen", false}, {"/city/M%c3%bcnchen/x", false}, {"/city/Muenchen", true}, {"/a%2Fb", false}}},
		{"comments, BOM, CR LF, lone CR, spaces, case of fields", "",
			"\ufeff# robots\r\nUSER-AGENT : * # everyone\r\n  disallow:/a # no a\rAllow:\t/a/b\r\nCrawl-delay: 10\nSitemap: /s.xml\n",
			[]check{{"/a", false}, {"/a/b", true}, {"/b", true}}},
		{"lines without a colon are skipped", "", "User-agent *\nDisallow /\nUser-agent: *\nDisallow: /x\n",
			[]check{{"/", true}, {"/x", false}}},
		{"NUL and bytes that are no UTF-8", "", "User-agent: *\nDisallow: /\x00\nDisallow: /\xff\n",
			[]check{{"/%00", false}, {"/%FF", false}, {"/a", true}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := crawl.ParseRobots([]byte(c.body), c.agent)
			for _, ch := range c.checks {
				if got := r.Allowed(ch.path); got != ch.allowed {
					t.Errorf("Allowed(%q) = %t, want %t", ch.path, got, ch.allowed)
				}
			}
		})
	}
}

// TestRobotsHostileFiles: what lies past 500 KiB is not read, and a rule of
// a hundred thousand stars matches a long path at once.
func TestRobotsHostileFiles(t *testing.T) {
	long := "User-agent: *\n# " + strings.Repeat("x", crawl.RobotsMaxBytes) + "\nDisallow: /\n"
	if r := crawl.ParseRobots([]byte(long), ""); !r.Allowed("/a") {
		t.Error("a rule past 500 KiB was read")
	}
	padded := "User-agent: *\nDisallow: /a\n" + strings.Repeat("\n", crawl.RobotsMaxBytes)
	if r := crawl.ParseRobots([]byte(padded), ""); r.Allowed("/a") {
		t.Error("the rule before 500 KiB of blank lines was lost")
	}
	stars := "User-agent: *\nDisallow: /" + strings.Repeat("*a", 100_000) + "*b$\n"
	r := crawl.ParseRobots([]byte(stars), "")
	path := "/" + strings.Repeat("a", 50_000)
	if !r.Allowed(path) || r.Allowed("/"+strings.Repeat("a", 100_000)+"b") {
		t.Error("the starred rule matched wrongly")
	}
	many := "User-agent: *\n" + strings.Repeat("Disallow: /x*y*z\n", 20_000)
	if r := crawl.ParseRobots([]byte(many), ""); !r.Allowed(path) || r.Allowed("/xayaz") {
		t.Error("20,000 rules matched wrongly")
	}
	var nilRobots *crawl.Robots
	if !nilRobots.Allowed("/anything") {
		t.Error("no robots.txt must allow everything")
	}
}

// FuzzRobots: whatever the file and the path, robots.txt itself stays
// allowed, a file without Disallow allows everything, and the answer for a
// path is the same whatever the case of its escapes' hex digits.
func FuzzRobots(f *testing.F) {
	f.Add(ourRobots, "/api/x")
	f.Add("User-agent: *\nDisallow: /*a$\n", "/ba")
	f.Add("User-agent: x\r\nDisallow: /\r", "/")
	f.Add("User-agent: *\nAllow: /%c3\nDisallow: /\xc3", "/%C3")
	f.Fuzz(func(t *testing.T, body, path string) {
		r := crawl.ParseRobots([]byte(body), "Branchenbuch-Crawler/1")
		if !r.Allowed("/robots.txt") {
			t.Fatal("robots.txt itself disallowed")
		}
		got := r.Allowed(path)
		if !strings.Contains(strings.ToLower(body), "disallow") && !got {
			t.Fatalf("%q disallowed by a file without Disallow", path)
		}
		if other := recaseEscapes(path); r.Allowed(other) != got {
			t.Fatalf("%q and %q answered differently", path, other)
		}
	})
}

// recaseEscapes flips the case of the hex digits of every percent escape.
func recaseEscapes(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] != '%' || !isHexDigit(b[i+1]) || !isHexDigit(b[i+2]) {
			continue
		}
		for j := i + 1; j <= i+2; j++ {
			switch c := b[j]; {
			case 'a' <= c && c <= 'f':
				b[j] = c - 'a' + 'A'
			case 'A' <= c && c <= 'F':
				b[j] = c - 'A' + 'a'
			}
		}
		i += 2
	}
	return string(b)
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
