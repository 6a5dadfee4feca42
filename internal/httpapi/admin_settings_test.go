package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

func TestSettingsBulkRoundTrip(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	c := adminClient(t, base, testPassword)
	all := map[string]string{
		"head_code":          `<script>alert("ü")</script>`,
		"footer_code":        "<script src=\"https://cdn.example/t.js\" async></script>\n<!-- Zähler -->",
		"site_title":         "Branchenbuch – Türkçe ğüşıöç 🚗",
		"site_description":   "Betriebe in Köln & Umgebung <b>fett</b>",
		"ad_area_1":          `<ins class="adsbygoogle" data-ad-slot="1"></ins><script>(adsbygoogle=window.adsbygoogle||[]).push({});</script>`,
		"ad_area_2":          "😀 Anzeige",
		"ad_area_3":          "",
		"ad_area_4":          strings.Repeat("ä", 64<<10/2), // exactly 64 KB
		"analytics_code":     `<script async src="https://stats.example/s.js" data-site="bb"></script>`,
		"operator_company":   "Branchenbuch Medien GmbH",
		"operator_address":   "Musterstraße 1\n50667 Köln",
		"operator_register":  "Amtsgericht Köln, HRB 12345",
		"operator_vat_id":    "DE123456789",
		"operator_directors": "Erika Mustermann, Ayşe Yılmaz",
		"operator_email":     "kontakt@branchenbuch.example",
		"operator_phone":     "+49 221 1234567",
		"operator_hours":     "Mo–Fr 09:00–18:00, Sa 10:00–14:00",
	}
	res, body := call(t, c, http.MethodPost, base+"/api/admin/settings/bulk", all)
	expect(t, "save all", res, body, 200)
	if got := decodeAs[directory.Settings](t, body); !settingsEqual(got, all) {
		t.Errorf("save answer differs: %q", cut(body, 300))
	}
	_, body = get(t, base+"/api/admin/settings")
	if got := decodeAs[directory.Settings](t, body); !settingsEqual(got, all) {
		t.Errorf("GET after save differs: %q", cut(body, 300))
	}

	// Keys left out stay as they are.
	res, body = call(t, c, http.MethodPost, base+"/api/admin/settings/bulk", map[string]string{"site_title": "Neu"})
	expect(t, "save one", res, body, 200)
	all["site_title"] = "Neu"
	_, body = get(t, base+"/api/admin/settings")
	if got := decodeAs[directory.Settings](t, body); !settingsEqual(got, all) {
		t.Errorf("a partial save changed other keys: %q", cut(body, 300))
	}

	for _, tc := range []struct {
		name   string
		body   any
		status int
		want   string
	}{
		{"unknown key", map[string]string{"site_title": "x", "admin_password": "x"}, 400, `Unbekannte Einstellung "admin_password"`},
		{"over 64 KB", map[string]string{"head_code": strings.Repeat("x", 64<<10+1)}, 400, "höchstens 64 KB"},
		{"number value", map[string]any{"site_title": 1}, 400, "muss Text sein"},
		{"null value", map[string]any{"site_title": nil}, 400, "muss Text sein"},
		{"NUL character", map[string]string{"site_title": "a\x00b"}, 400, "Nullzeichen"},
		{"array body", []string{"x"}, 400, "JSON-Objekt"},
	} {
		res, body := call(t, c, http.MethodPost, base+"/api/admin/settings/bulk", tc.body)
		if res.StatusCode != tc.status || !strings.Contains(errorText(body), tc.want) {
			t.Errorf("%s: %d %s, want %d with %q", tc.name, res.StatusCode, cut(body, 200), tc.status, tc.want)
		}
	}
	_, body = get(t, base+"/api/admin/settings")
	if got := decodeAs[directory.Settings](t, body); !settingsEqual(got, all) {
		t.Errorf("a refused save changed settings: %q", cut(body, 300))
	}

	entries := auditEntries(t, c, base, 1)
	if entries.Total != 2 {
		t.Fatalf("audit entries = %d, want 2 (the refused saves write none)", entries.Total)
	}
	if e := entries.Entries[1]; e.Action != "settings.save" || !strings.Contains(e.Details, `head_code: "" → "<script>alert(\"ü\")</script>"`) {
		t.Errorf("first save's entry = %+v, want head_code before → after", e)
	}
	if e := entries.Entries[0]; e.Details != `site_title: "Branchenbuch – Türkçe ğüşıöç 🚗" → "Neu"` {
		t.Errorf("second save's details = %q, want only site_title", e.Details)
	}
}

func settingsEqual(got directory.Settings, want map[string]string) bool {
	if len(got) != len(directory.SettingKeys) {
		return false
	}
	for _, k := range directory.SettingKeys {
		if got[k] != want[k] {
			return false
		}
	}
	return true
}
