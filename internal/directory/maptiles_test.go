package directory_test

import (
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

func TestCheckTileURL(t *testing.T) {
	long := "https://tiles.example/" + strings.Repeat("a", directory.MaxTileURLBytes) + "/{z}/{x}/{y}.png"
	for _, tc := range []struct {
		url  string
		want string // part of the German message; "" means accepted
	}{
		{"", ""},
		{"https://tile.openstreetmap.org/{z}/{x}/{y}.png", ""},
		{"http://127.0.0.1:8099/{z}/{x}/{y}.png", ""},
		{"HTTPS://Tile.Example/{z}/{x}/{y}.png", ""},
		{"https://{s}.tile.openstreetmap.de/{z}/{x}/{y}.png", ""},
		{"https://tiles.example/{z}/{x}/{y}{r}.png?key=abc123&lang=de", ""},
		{"https://tms.example/{z}/{x}/{-y}.png", ""},
		{"http://[::1]:8080/{z}/{x}/{y}.png", ""},
		{"https://tiles.example/{z}/{x}/{y}.png#frag", ""},

		{"javascript:alert(1)//{z}/{x}/{y}", "http:// oder https://"},
		{"JavaScript:alert(document.cookie)/{z}/{x}/{y}", "http:// oder https://"},
		{"data:image/png;base64,AAAA/{z}/{x}/{y}", "http:// oder https://"},
		{"ftp://tiles.example/{z}/{x}/{y}.png", "http:// oder https://"},
		{"file:///etc/{z}/{x}/{y}", "http:// oder https://"},
		{"//tiles.example/{z}/{x}/{y}.png", "http:// oder https://"},
		{"tiles.example/{z}/{x}/{y}.png", "http:// oder https://"},
		{"https:{z}/{x}/{y}.png", "keinen Server"},
		{"https:///{z}/{x}/{y}.png", "keinen Server"},
		{"https://user:secret@tiles.example/{z}/{x}/{y}.png", "Zugangsdaten"},
		{"https://tile.openstreetmap.org/", "{z}, {x} und {y}"},
		{"https://tile.openstreetmap.org/{z}/{x}.png", "{z}, {x} und {y}"},
		{"https://tile.openstreetmap.org/{x}/{y}.png", "{z}, {x} und {y}"},
		{"https://tile.openstreetmap.org/{Z}/{X}/{Y}.png", "unbekannten Platzhalter {Z}"},
		{"https://tiles.example/{z}/{x}/{y}.png?k={apikey}", "unbekannten Platzhalter {apikey}"},
		{"https://tiles.example/{z}/{x}/{y.png", "geschweifte Klammer"},
		{"https://tiles.example/z}/{x}/{y}/{z}.png", "geschweifte Klammer"},
		{"https://tiles.example/{{z}}/{x}/{y}.png", "unbekannten Platzhalter {{z}"},
		{"https://tiles.example/{z}/{x}/{y}.png\x00", "Steuerzeichen"},
		{"https://tiles.example/{z}/{x}/{y}.png\n<script>", "Steuerzeichen"},
		{"https://tiles.example/{z}/{x}/{y}.png\"onerror=\"alert(1)", "unzulässige Zeichen"},
		{"https://tiles.example/{z}/{x}/{y}.png<script>alert(1)</script>", "unzulässige Zeichen"},
		{"https://tiles example/{z}/{x}/{y}.png", "Leerzeichen"},
		{"https://tiles.example/{z}/{x}/{y}.png\u00a0", "Leerzeichen"},
		{"https://tiles.example/{z}/{x}/{y}.png\u202e", "Steuerzeichen"},
		{"https://tiles.example/\xff/{z}/{x}/{y}.png", "Steuerzeichen"},
		{"https:\\\\tiles.example\\{z}\\{x}\\{y}.png", "unzulässige Zeichen"},
		{long, "zu lang"},
	} {
		err := directory.CheckTileURL(tc.url)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("CheckTileURL(%q) = %v, want accepted", tc.url, err)
		case tc.want != "" && err == nil:
			t.Errorf("CheckTileURL(%q) accepted, want %q", tc.url, tc.want)
		case tc.want != "" && !strings.Contains(directory.ErrorMessage(err), tc.want):
			t.Errorf("CheckTileURL(%q) = %q, want a message with %q", tc.url, directory.ErrorMessage(err), tc.want)
		case err != nil && directory.ErrorCode(err) != directory.EINVALID:
			t.Errorf("CheckTileURL(%q) code = %s, want invalid", tc.url, directory.ErrorCode(err))
		}
	}
}

func TestMapTileURLIsASetting(t *testing.T) {
	found := false
	for _, k := range directory.SettingKeys {
		found = found || k == directory.MapTileURLSetting
	}
	if !found || directory.MapTileURLSetting != "map_tile_url" {
		t.Errorf("SettingKeys = %v, want map_tile_url among them", directory.SettingKeys)
	}
}
