package directory

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MapTileURLSetting is the tile URL template of the storefront's map, in
// Leaflet's form (https://tile.openstreetmap.org/{z}/{x}/{y}.png). Empty
// means no map: the storefront shows no map button and no map card. The
// visitor's browser contacts the tile server only after clicking "Karte
// laden" (docs/map.md).
const MapTileURLSetting = "map_tile_url"

// MaxTileURLBytes bounds a tile URL template; real ones are under 200.
const MaxTileURLBytes = 2048

// tilePlaceholders are the placeholders Leaflet fills in, each with a value
// that makes the template a plain URL for checking: zoom, column, row (or
// the row counted from the south, TMS), subdomain and the retina suffix.
var tilePlaceholders = map[string]string{"{z}": "0", "{x}": "0", "{y}": "0", "{-y}": "0", "{s}": "a", "{r}": ""}

// CheckTileURL says in German what is wrong with a tile URL template, or
// returns nil when it is empty (no map) or usable: an http(s) URL naming a
// server, without credentials, spaces, control characters or quotes, with
// the placeholders {z}, {x} and {y} (or {-y}) and no others than {s} and {r}.
// The value is trimmed by the caller before it is checked and stored.
func CheckTileURL(s string) error {
	const name = "Die Kartenkachel-Adresse (map_tile_url)"
	if s == "" {
		return nil
	}
	if len(s) > MaxTileURLBytes {
		return Errorf(EINVALID, "%s ist zu lang (höchstens %d Zeichen).", name, MaxTileURLBytes).WithKey("tile_url_too_long", "max", MaxTileURLBytes)
	}
	if !utf8.ValidString(s) || strings.IndexFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || !unicode.IsPrint(r) || strings.ContainsRune("\"'<>\\`^|", r)
	}) >= 0 {
		return Errorf(EINVALID, "%s enthält Leerzeichen, Steuerzeichen oder unzulässige Zeichen.", name).WithKey("tile_url_bad_characters")
	}
	plain, seen := s, map[string]bool{}
	for rest := s; ; {
		open := strings.IndexAny(rest, "{}")
		if open < 0 {
			break
		}
		end := strings.IndexByte(rest[open:], '}')
		if rest[open] == '}' || end < 0 {
			return Errorf(EINVALID, "%s enthält eine einzelne geschweifte Klammer; Platzhalter sehen so aus: {z}.", name).WithKey("tile_url_lone_brace")
		}
		ph := rest[open : open+end+1]
		if _, ok := tilePlaceholders[ph]; !ok {
			return Errorf(EINVALID, "%s enthält den unbekannten Platzhalter %s (erlaubt: {z}, {x}, {y}, {-y}, {s}, {r}).", name, cut(ph, 40)).WithKey("tile_url_unknown_placeholder", "placeholder", cut(ph, 40))
		}
		seen[ph] = true
		rest = rest[open+end+1:]
	}
	if !seen["{z}"] || !seen["{x}"] || !(seen["{y}"] || seen["{-y}"]) {
		return Errorf(EINVALID, "%s braucht die Platzhalter {z}, {x} und {y}, z. B. https://tile.openstreetmap.org/{z}/{x}/{y}.png.", name).WithKey("tile_url_missing_placeholders")
	}
	for ph, v := range tilePlaceholders {
		plain = strings.ReplaceAll(plain, ph, v)
	}
	u, err := url.Parse(plain)
	switch {
	case err != nil || (u.Scheme != "http" && u.Scheme != "https"):
		return Errorf(EINVALID, "%s muss mit http:// oder https:// beginnen.", name).WithKey("tile_url_not_web")
	case u.User != nil:
		return Errorf(EINVALID, "%s darf keine Zugangsdaten (name:passwort@) enthalten; Schlüssel eines Anbieters gehören in den Query-Teil (?key=…).", name).WithKey("tile_url_credentials")
	case u.Hostname() == "" || u.Opaque != "":
		return Errorf(EINVALID, "%s nennt keinen Server (https://server/{z}/{x}/{y}.png).", name).WithKey("tile_url_no_host")
	}
	return nil
}

// cut shortens text echoed in a message to n bytes (on a rune boundary).
func cut(text string, n int) string {
	if len(text) <= n {
		return text
	}
	return strings.ToValidUTF8(text[:n], "") + "…"
}
