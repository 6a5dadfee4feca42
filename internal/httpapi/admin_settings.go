package httpapi

import (
	"net/http"
	"slices"
	"strings"

	"branchenbuch/internal/directory"
)

// maxSettingBytes bounds one setting: head code and ad markup are snippets,
// not pages. The request as a whole stays within the server's 1 MB body limit.
const maxSettingBytes = 64 << 10

// saveSettings stores the settings in the body (unknown keys refused,
// missing ones unchanged) and answers every setting, as GET does. Values are
// trusted markup by design (docs/security.md) and stored as sent (a NUL is
// refused, as in any JSON body), except the map's tile URL, which is
// trimmed and must be an http(s) tile template.
func (s *Server) saveSettings(w http.ResponseWriter, r *http.Request) {
	var in map[string]any
	if err := decodeStrict(w, r, maxBodyBytes, &in); err != nil {
		writeError(w, r, err)
		return
	}
	set := directory.Settings{}
	for k, v := range in {
		if !slices.Contains(directory.SettingKeys, k) {
			writeError(w, r, invalid("Unbekannte Einstellung %q (erlaubt: %s).", cut(k, 60), joinComma(directory.SettingKeys)).WithKey("setting_unknown", "key", cut(k, 60)))
			return
		}
		text, ok := v.(string)
		switch {
		case !ok:
			writeError(w, r, invalid("Die Einstellung %s muss Text sein.", k).WithKey("setting_not_text", "key", k))
			return
		case len(text) > maxSettingBytes:
			writeError(w, r, invalid("Die Einstellung %s ist zu lang (höchstens %d KB).", k, maxSettingBytes>>10).WithKey("setting_too_long", "key", k, "kb", maxSettingBytes>>10))
			return
		case strings.ContainsRune(text, 0): // PostgreSQL cannot store NUL in text
			writeError(w, r, invalid("Die Einstellung %s enthält ein Nullzeichen.", k).WithKey("setting_nul", "key", k))
			return
		}
		if k == directory.MapTileURLSetting {
			// A URL the visitors' browsers will ask for tiles: checked, not trusted markup.
			text = strings.TrimSpace(text)
			if err := directory.CheckTileURL(text); err != nil {
				writeError(w, r, err)
				return
			}
		}
		set[k] = text
	}
	if err := s.store.ChangeSettings(r.Context(), set, auditActor(r)); err != nil {
		writeError(w, r, err)
		return
	}
	s.getSettings(w, r)
}

// joinComma lists allowed values in a message.
func joinComma(vs []string) string { return strings.Join(vs, ", ") }

// cut shortens text echoed in a message to n bytes (on a rune boundary).
func cut(text string, n int) string {
	if len(text) <= n {
		return text
	}
	return strings.ToValidUTF8(text[:n], "") + "…"
}
