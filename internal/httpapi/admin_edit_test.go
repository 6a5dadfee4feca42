package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/storetest"
)

type auditList struct {
	Entries                 []directory.AuditEntry
	Total, Page, TotalPages int
}

// auditEntries reads one page of the audit log.
func auditEntries(t *testing.T, c *http.Client, base string, page int) auditList {
	t.Helper()
	res, body := call(t, c, http.MethodGet, base+"/api/admin/audit?page="+idStr(int64(page)), nil)
	expect(t, "audit log", res, body, 200)
	return decodeAs[auditList](t, body)
}

func TestEditBusinessContactFields(t *testing.T) {
	srv := startServer(t, asAdmin())
	base, st := srv.URL, srv.Store
	c := adminClient(t, base, testPassword)
	b := storetest.ListedIn(t, st, "München", "Elektro Weber")
	url := base + "/api/admin/businesses/" + idStr(b.ID)

	res, body := call(t, c, http.MethodPatch, url, map[string]any{"phone": " 089 123456 ", "website": "https://weber.example/kontakt"})
	expect(t, "edit", res, body, 200)
	if !strings.Contains(body, `"hidden":false`) {
		t.Errorf("answer %s, want hidden present when false", cut(body, 200))
	}
	if got := decodeAs[directory.Business](t, body); got.Phone != "089 123456" || got.Website != "https://weber.example/kontakt" || got.Name != b.Name {
		t.Errorf("answer = phone %q website %q name %q", got.Phone, got.Website, got.Name)
	}
	res, body = get(t, base+"/api/businesses/"+idStr(b.ID))
	if got := decodeAs[directory.Business](t, body); res.StatusCode != 200 || got.Phone != "089 123456" || got.Website != "https://weber.example/kontakt" {
		t.Errorf("detail after edit: %d phone %q website %q", res.StatusCode, got.Phone, got.Website)
	}
	e := auditEntries(t, c, base, 1).Entries[0]
	if e.Action != "business.edit" || e.Target != "business/"+idStr(b.ID) || !strings.Contains(e.Details, `phone: "" → "089 123456"`) ||
		!strings.Contains(e.Details, `website: "" → "https://weber.example/kontakt"`) {
		t.Errorf("audit = %+v, want business.edit with phone and website before → after", e)
	}

	for _, tc := range []struct {
		name   string
		id     string
		body   any
		status int
		want   string
	}{
		{"javascript website", idStr(b.ID), map[string]any{"website": "javascript:alert(document.cookie)"}, 400, "http- oder https-Adresse"},
		{"nothing to change", idStr(b.ID), map[string]any{}, 400, "Keine Änderung"},
		{"unknown field", idStr(b.ID), map[string]any{"name": "Neu"}, 400, "Unbekanntes Feld"},
		{"hidden as text", idStr(b.ID), map[string]any{"hidden": "yes"}, 400, "falschen Typ"},
		{"overlong phone", idStr(b.ID), map[string]any{"phone": strings.Repeat("1", 51)}, 400, "zu lang"},
		{"unknown business", "987654", map[string]any{"phone": "1"}, 404, "nicht gefunden"},
		{"bad id", "x", map[string]any{"phone": "1"}, 400, "Ungültige ID"},
	} {
		res, body := call(t, c, http.MethodPatch, base+"/api/admin/businesses/"+tc.id, tc.body)
		if res.StatusCode != tc.status || !strings.Contains(errorText(body), tc.want) {
			t.Errorf("%s: %d %s, want %d with %q", tc.name, res.StatusCode, body, tc.status, tc.want)
		}
	}
	if got, _ := st.Business(context.Background(), b.ID); got.Website != "https://weber.example/kontakt" {
		t.Errorf("a refused edit changed the website to %q", got.Website)
	}
}

func TestHideAndShowBusiness(t *testing.T) {
	srv := startServer(t, asAdmin())
	base, st := srv.URL, srv.Store
	c := adminClient(t, base, testPassword)
	b := storetest.ListedIn(t, st, "Hamburg", "Friseursalon Haarmonie")
	url := base + "/api/admin/businesses/" + idStr(b.ID)
	hamburg, total := publicCount(t, base, "city", "Hamburg"), publicCount(t, base, "", "")

	res, body := call(t, c, http.MethodPatch, url, map[string]any{"hidden": true})
	expect(t, "hide", res, body, 200)
	if !decodeAs[directory.Business](t, body).Hidden {
		t.Errorf("hide answer %s, want hidden", cut(body, 200))
	}
	for _, path := range []string{"/api/businesses/" + idStr(b.ID), "/api/businesses/slug/" + b.URLSlug} {
		if res, _ := get(t, base+path); res.StatusCode != 404 {
			t.Errorf("%s of a hidden business: %d, want 404", path, res.StatusCode)
		}
	}
	if _, body := get(t, base+"/api/cities/Hamburg/businesses"); strings.Contains(body, b.Name) {
		t.Errorf("Hamburg still lists the hidden business: %s", cut(body, 300))
	}
	if n := publicCount(t, base, "city", "Hamburg"); n != hamburg-1 {
		t.Errorf("Hamburg = %d, want %d", n, hamburg-1)
	}
	if n := publicCount(t, base, "", ""); n != total-1 {
		t.Errorf("total = %d, want %d", n, total-1)
	}

	res, body = call(t, c, http.MethodPatch, url, map[string]any{"hidden": false})
	expect(t, "show", res, body, 200)
	if res, _ := get(t, base+"/api/businesses/slug/"+b.URLSlug); res.StatusCode != 200 {
		t.Errorf("detail after show: %d, want 200", res.StatusCode)
	}
	if n := publicCount(t, base, "city", "Hamburg"); n != hamburg {
		t.Errorf("Hamburg after show = %d, want %d", n, hamburg)
	}
	entries := auditEntries(t, c, base, 1).Entries
	if len(entries) < 2 || entries[0].Action != "business.show" || entries[1].Action != "business.hide" ||
		!strings.Contains(entries[1].Details, `hidden: "false" → "true"`) {
		t.Errorf("audit = %+v, want business.hide then business.show", entries)
	}
}

func TestAuditLogPaging(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	c := adminClient(t, base, testPassword)
	for i := range 25 {
		res, body := call(t, c, http.MethodPost, base+"/api/admin/settings/bulk", map[string]string{"site_title": "Titel " + idStr(int64(i))})
		expect(t, "save", res, body, 200)
	}
	first := auditEntries(t, c, base, 1)
	if first.Total != 25 || len(first.Entries) != 20 || first.TotalPages != 2 || first.Page != 1 {
		t.Fatalf("page 1: total %d, %d entries, %d pages, want 25, 20, 2", first.Total, len(first.Entries), first.TotalPages)
	}
	if e := first.Entries[0]; e.Action != "settings.save" || e.Target != "settings" || !strings.Contains(e.Details, `site_title: "Titel 23" → "Titel 24"`) || e.At.IsZero() {
		t.Errorf("newest entry = %+v, want the last save", e)
	}
	if second := auditEntries(t, c, base, 2); len(second.Entries) != 5 || second.Entries[4].Details != `site_title: "" → "Titel 0"` {
		t.Errorf("page 2 = %+v, want the 5 oldest, the first save last", second.Entries)
	}
	if res, body := call(t, c, http.MethodGet, base+"/api/admin/audit?page=0", nil); res.StatusCode != 400 {
		t.Errorf("page 0: %d %s, want 400", res.StatusCode, body)
	}
}
