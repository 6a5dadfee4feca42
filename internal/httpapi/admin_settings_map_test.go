package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// The map's tile URL is the one setting that is checked: the visitors'
// browsers load tiles from it. A refused value changes nothing.
func TestSettingsMapTileURL(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	c := adminClient(t, base, testPassword)
	const osm = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"

	stored := func() string {
		t.Helper()
		_, body := get(t, base+"/api/admin/settings") // public, as the storefront reads it
		return decodeAs[directory.Settings](t, body)[directory.MapTileURLSetting]
	}
	if got := stored(); got != "" {
		t.Fatalf("map_tile_url before any save = %q, want empty", got)
	}
	res, body := call(t, c, http.MethodPost, base+"/api/admin/settings/bulk", map[string]string{"map_tile_url": "  " + osm + "\n"})
	expect(t, "save a tile URL", res, body, 200)
	if got := decodeAs[directory.Settings](t, body)[directory.MapTileURLSetting]; got != osm {
		t.Errorf("save answer map_tile_url = %q, want it trimmed to %q", got, osm)
	}
	if got := stored(); got != osm {
		t.Errorf("public settings map_tile_url = %q, want %q", got, osm)
	}

	for _, tc := range []struct {
		name, value, want string
	}{
		{"javascript", "javascript:alert(1)//{z}/{x}/{y}", "muss mit http:// oder https:// beginnen"},
		{"data URL", "data:text/html,<b>{z}{x}{y}</b>", "unzulässige Zeichen"},
		{"no scheme", "tile.openstreetmap.org/{z}/{x}/{y}.png", "muss mit http:// oder https:// beginnen"},
		{"no placeholders", "https://tile.openstreetmap.org/tile.png", "braucht die Platzhalter {z}, {x} und {y}"},
		{"missing y", "https://tile.openstreetmap.org/{z}/{x}.png", "braucht die Platzhalter {z}, {x} und {y}"},
		{"unknown placeholder", "https://tiles.example/{z}/{x}/{y}.png?key={token}", "unbekannten Platzhalter {token}"},
		{"credentials", "https://u:p@tiles.example/{z}/{x}/{y}.png", "keine Zugangsdaten"},
		{"quotes", `https://tiles.example/{z}/{x}/{y}.png" onerror="alert(1)`, "Leerzeichen, Steuerzeichen oder unzulässige Zeichen"},
		{"NUL", "https://tiles.example/{z}/{x}/\x00{y}.png", "Nullzeichen"},
		{"very long", "https://tiles.example/{z}/{x}/{y}.png?" + strings.Repeat("a", 5000), "zu lang (höchstens 2048 Zeichen)"},
		{"over 64 KB", "https://tiles.example/{z}/{x}/{y}.png?" + strings.Repeat("a", 70_000), "höchstens 64 KB"},
	} {
		res, body := call(t, c, http.MethodPost, base+"/api/admin/settings/bulk", map[string]string{"site_title": "Geändert", "map_tile_url": tc.value})
		if res.StatusCode != 400 || !strings.Contains(errorText(body), tc.want) {
			t.Errorf("%s: %d %s, want 400 with %q", tc.name, res.StatusCode, cut(body, 200), tc.want)
		}
	}
	_, body = get(t, base+"/api/admin/settings")
	if got := decodeAs[directory.Settings](t, body); got["map_tile_url"] != osm || got["site_title"] != "" {
		t.Errorf("a refused save changed settings: %q", cut(body, 300))
	}

	// Empty turns the map off.
	res, body = call(t, c, http.MethodPost, base+"/api/admin/settings/bulk", map[string]string{"map_tile_url": " "})
	expect(t, "clear the tile URL", res, body, 200)
	if got := stored(); got != "" {
		t.Errorf("map_tile_url after clearing = %q, want empty", got)
	}
}
