package crawl_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/crawl"
)

func mustURL(t testing.TB, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestLinks(t *testing.T) {
	const page = "http://example.org/city/Berlin?page=2"
	cases := []struct {
		name, html string
		want       []string
	}{
		{"relative, absolute, root-relative, in order, each once",
			`<a href="/a">A</a><a href="b">B</a><a href="http://example.org/c">C</a><a href="/a">A again</a>`,
			[]string{"http://example.org/a", "http://example.org/city/b", "http://example.org/c"}},
		{"query only and parent paths", `<a href="?page=3">3</a><a href="../x/./y">y</a>`,
			[]string{"http://example.org/city/Berlin?page=3", "http://example.org/x/y"}},
		{"fragments go; a fragment alone is no link", `<a href="/a#top">a</a><a href="#main">skip</a><a href="/a#other">a</a>`,
			[]string{"http://example.org/a"}},
		{"other schemes are no pages", `<a href="mailto:x@example.org">m</a><a href="tel:+4930">t</a><a href="javascript:alert(1)">j</a><a href="data:text/html,<a href=/x>">d</a><a href="ftp://example.org/f">f</a>`,
			nil},
		{"other hosts, ports and schemes are other sites", `<a href="http://other.example/a">o</a><a href="//other.example/b">p</a><a href="http://example.org:8080/c">q</a><a href="https://example.org/d">r</a><a href="http://sub.example.org/e">s</a>`,
			nil},
		{"the same site written otherwise", `<a href="HTTP://EXAMPLE.ORG:80/a">a</a><a href="//example.org/b">b</a><a href="http://user:pw@example.org/c">c</a>`,
			[]string{"http://example.org/a", "http://example.org/b", "http://example.org/c"}},
		{"escaping written one way", `<a href="/city/München">1</a><a href="/city/M%C3%BCnchen">2</a><a href="/city/Frankfurt am Main">3</a>`,
			[]string{"http://example.org/city/M%C3%BCnchen", "http://example.org/city/Frankfurt%20am%20Main"}},
		{"entities, spaces and line breaks in the attribute", "<a href=\" /a?x=1&amp;y=2 \">a</a><a href=\"/b\n/c\t\">b</a>",
			[]string{"http://example.org/a?x=1&y=2", "http://example.org/b/c"}},
		{"upper case tags, unquoted and single-quoted values", `<A HREF=/a>a</A><a href='/b'>b</a>`,
			[]string{"http://example.org/a", "http://example.org/b"}},
		{"the first of a repeated attribute counts", `<a href="/first" href="/second">x</a>`,
			[]string{"http://example.org/first"}},
		{"no href, empty href", `<a name="x">x</a><a href="">self</a><a href="   ">blank</a>`, nil},
		{"rel nofollow in any case and company", `<a href="/a" rel="nofollow">a</a><a href="/b" rel="noopener NoFollow">b</a><a href="/c" rel="noopener">c</a>`,
			[]string{"http://example.org/c"}},
		{"a robots meta tag with follow keeps the links", `<meta name="robots" content="noindex, follow"><a href="/a">a</a>`,
			[]string{"http://example.org/a"}},
		{"a robots meta tag with nofollow drops every link", `<a href="/a">a</a><meta name="ROBOTS" content="noindex,nofollow"><a href="/b">b</a>`, nil},
		{"robots none", `<meta name="robots" content="none"><a href="/a">a</a>`, nil},
		{"base href counts for links before it too", `<a href="x">x</a><base href="/sub/"><a href="y">y</a><base href="/other/"><a href="/z">z</a>`,
			[]string{"http://example.org/sub/x", "http://example.org/sub/y", "http://example.org/z"}},
		{"a base on another host makes relative links foreign", `<base href="http://cdn.example/"><a href="x">x</a><a href="http://example.org/y">y</a>`,
			[]string{"http://example.org/y"}},
		{"no links in scripts, styles, comments, text areas, titles", `<script>document.write('<a href="/s">s</a>')</script><style>a[href="/t"]{}</style><!-- <a href="/c">c</a> --><textarea><a href="/ta">x</a></textarea><title><a href="/ti"></title><a href="/real">r</a>`,
			[]string{"http://example.org/real"}},
		{"links in noscript and template are in the HTML", `<noscript><a href="/n">n</a></noscript><template><a href="/t">t</a></template>`,
			[]string{"http://example.org/n", "http://example.org/t"}},
		{"an unterminated tag at the end is no link", `<a href="/ok">ok</a><a href="/cut`, []string{"http://example.org/ok"}},
		{"NUL and bytes that are no UTF-8", "<a href=\"/a\x00b\">x</a><a href=\"/\xff\xfe\">y</a><a\x00 href=/c>c</a>",
			[]string{"http://example.org/a%EF%BF%BDb", "http://example.org/%EF%BF%BD%EF%BF%BD"}},
		{"a bad URL is skipped", `<a href="http://[::1">x</a><a href="/%zz">y</a><a href="/ok">ok</a>`, []string{"http://example.org/ok"}},
		{"not HTML at all", "\x00\x01\x02 plain text > < & ;", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := crawl.Links(mustURL(t, page), []byte(c.html))
			if !slices.Equal(got, c.want) {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}

func TestLinksOfAVeryLongPage(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<a href="/` + strings.Repeat("x", 1<<20) + `">long</a>`)
	for i := range 20_000 {
		b.WriteString(`<div class="c"><a href="/p?i=` + strings.Repeat("1", i%7) + `">x</a></div>`)
	}
	got := crawl.Links(mustURL(t, "http://example.org/"), []byte(b.String()))
	if len(got) != 8 || len(got[0]) != len("http://example.org/")+1<<20 {
		t.Errorf("%d links, the first %d bytes long; want 8, the first 1 MiB", len(got), len(got[0]))
	}
}

func TestNormalize(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"HTTP://Example.ORG", "http://example.org/"},
		{"https://example.org:443/a#f", "https://example.org/a"},
		{"http://example.org:8080/a?", "http://example.org:8080/a"},
		{"http://u:p@example.org/a?b=1&a=2", "http://example.org/a?b=1&a=2"},
		{"mailto:x@example.org", ""},
		{"/relative", ""},
		{"file:///etc/passwd", ""},
	} {
		got := ""
		if n, ok := crawl.Normalize(mustURL(t, c.in)); ok {
			got = n.String()
		}
		if got != c.want {
			t.Errorf("Normalize(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// FuzzLinks: whatever the page, every link found is a normalised URL of the
// page's own site, without fragment, found once.
func FuzzLinks(f *testing.F) {
	for _, s := range []string{`<a href="/a">`, `<base href="//x/"><a href=y>`, `<meta name=robots content=nofollow><a href=/a>`,
		"<a href=\"\x00\">", `<a href="?q=<script>">`, `<a href="http://example.org:80/%2e%2e/x">`, `<svg><a href="/s"></a></svg>`} {
		f.Add(s)
	}
	page := mustURL(f, "http://example.org/dir/page")
	f.Fuzz(func(t *testing.T, html string) {
		links := crawl.Links(page, []byte(html))
		seen := map[string]bool{}
		for _, l := range links {
			u, err := url.Parse(l)
			if err != nil {
				t.Fatalf("%q is no URL: %v", l, err)
			}
			if u.Scheme != "http" || u.Host != "example.org" || u.Fragment != "" || u.User != nil {
				t.Fatalf("%q is not a page of the site", l)
			}
			if n, ok := crawl.Normalize(u); !ok || n.String() != l {
				t.Fatalf("%q is not normalised", l)
			}
			if seen[l] {
				t.Fatalf("%q twice", l)
			}
			seen[l] = true
		}
	})
}

func TestSteady(t *testing.T) {
	for _, c := range []struct {
		u    string
		want bool
	}{{"http://x/businesses?open=1&page=2", false}, {"http://x/city/Berlin?open=", false}, {"http://x/city/Berlin?page=2&website=1", true}, {"http://x/opening", true}} {
		if got := crawl.Steady(mustURL(t, c.u)); got != c.want {
			t.Errorf("Steady(%s) = %t, want %t", c.u, got, c.want)
		}
	}
}
