package httpapi_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/blog"
)

// blogListAnswer mirrors GET /api/blog with every field, so an unexpected
// one (views, comments, the text) shows up in the raw keys.
type blogListAnswer struct {
	Articles   []map[string]any `json:"articles"`
	Categories []struct {
		Name  string `json:"name"`
		Count int    `json:"count"`
		Color string `json:"color"`
	} `json:"categories"`
	Popular  []map[string]any `json:"popular"`
	Featured string           `json:"featured"`
}

func TestBlogList(t *testing.T) {
	base := startServer(t, asAPI()).URL
	res, body := get(t, base+"/api/blog")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, body)
	}
	var got blogListAnswer
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatal(err)
	}
	all := blog.All()
	if len(got.Articles) != len(all) {
		t.Fatalf("%d articles, want %d", len(got.Articles), len(all))
	}
	wantKeys := "author,category,date,excerpt,featured,id,image,readTime,title"
	for i, a := range got.Articles {
		if keys := sortedKeys(a); keys != wantKeys {
			t.Errorf("article %d has keys %s, want %s", i, keys, wantKeys)
		}
		if a["id"] != all[i].ID || a["date"] != all[i].Date.Format("2006-01-02") {
			t.Errorf("article %d = %v %v, want %s %s (newest first)", i, a["id"], a["date"], all[i].ID, all[i].Date)
		}
	}
	featured, ok := blog.ByID(got.Featured)
	if !ok || !featured.Featured {
		t.Errorf("featured %q is not the flagged article", got.Featured)
	}
	sum := 0
	for _, c := range got.Categories {
		if c.Name == "" || c.Color == "" || c.Count < 1 {
			t.Errorf("category %+v", c)
		}
		sum += c.Count
	}
	if len(got.Categories) != 6 || sum != len(all) {
		t.Errorf("%d categories counting %d articles, want 6 counting %d", len(got.Categories), sum, len(all))
	}
	if len(got.Popular) != 3 || got.Popular[0]["id"] != got.Featured {
		t.Errorf("popular = %v, want 3 starting with the featured article", got.Popular)
	}
	seen := map[any]bool{}
	for _, p := range got.Popular {
		if seen[p["id"]] {
			t.Errorf("%v twice in popular", p["id"])
		}
		seen[p["id"]] = true
	}
	if cc := res.Header.Get("Cache-Control"); !strings.Contains(cc, "public") {
		t.Errorf("Cache-Control %q", cc)
	}
}

func TestBlogArticle(t *testing.T) {
	base := startServer(t, asAPI()).URL
	want := blog.All()[1]
	res, body := get(t, base+"/api/blog/"+url.PathEscape(want.ID))
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, body)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatal(err)
	}
	if keys := sortedKeys(got); keys != "author,category,date,excerpt,featured,html,id,image,readTime,title" {
		t.Errorf("keys %s", keys)
	}
	if got["title"] != want.Title || got["html"] != want.HTML || got["readTime"] != want.ReadTime || got["image"] != want.Image {
		t.Errorf("got %v", got)
	}
}

func TestBlogArticleNotFound(t *testing.T) {
	base := startServer(t, asAPI()).URL
	for _, id := range []string{"gibt-es-nicht", "%2E%2E", "KFZ-WERKSTATT-FINDEN"} {
		res, body := get(t, base+"/api/blog/"+id)
		if res.StatusCode != http.StatusNotFound || strings.TrimSpace(body) != `{"error":"Artikel nicht gefunden.","code":"not_found"}` {
			t.Errorf("%s: %d %s", id, res.StatusCode, body)
		}
	}
}

func sortedKeys(m map[string]any) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return strings.Join(keys, ",")
}
