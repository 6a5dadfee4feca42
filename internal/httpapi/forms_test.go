package httpapi_test

import (
	"encoding/json"
	"io"
	"maps"
	"net/http"
	"strings"
	"testing"
)

// validSubmission is a complete add-business draft; cases change one thing.
func validSubmission() map[string]any {
	return map[string]any{
		"name": "Autohaus Grünewald", "category": "kfz-werkstatt", "description": "Meisterbetrieb für alle Marken.",
		"address": "Karl-Liebknecht-Straße 12", "city": "Leipzig", "postal_code": "04107", "phone": "0341 123456",
		"email": "info@gruenewald.example", "website": "www.gruenewald.example",
		"hours": map[string]string{"monday": "8-18 Uhr", "tuesday": "8-18 Uhr", "sunday": "geschlossen"},
	}
}

func validContact() map[string]any {
	return map[string]any{"name": "Jürgen Öztürk", "email": "j@example.de", "subject": "Eintrag ändern",
		"category": "business", "message": "Bitte ändern Sie die Telefonnummer.\nDanke!"}
}

// with returns a copy of base with the given keys set (a nil value deletes the key).
func with(base map[string]any, kv ...any) map[string]any {
	out := maps.Clone(base)
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == nil {
			delete(out, kv[i].(string))
			continue
		}
		out[kv[i].(string)] = kv[i+1]
	}
	return out
}

// postRaw sends body as it is, with the content type, without a session.
func postRaw(t *testing.T, url, contentType, body string) (*http.Response, string) {
	t.Helper()
	res, err := http.Post(url, contentType, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestPublicFormsValidate(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	long := func(n int) string { return strings.Repeat("ä", n) }
	sub, contact := validSubmission(), validContact()
	tests := []struct {
		name, path, contentType, body string
		status                        int
		want                          string
	}{
		{"submission accepted", "/api/submissions", "", jsonOf(t, sub), 201, `"id":`},
		{"submission with charset", "/api/submissions", "application/json; charset=utf-8", jsonOf(t, sub), 201, `"id":`},
		{"submission without hours and website", "/api/submissions", "", jsonOf(t, with(sub, "hours", nil, "website", nil)), 201, `"id":`},
		{"name missing", "/api/submissions", "", jsonOf(t, with(sub, "name", nil)), 400, "Bitte den Namen angeben."},
		{"name only spaces", "/api/submissions", "", jsonOf(t, with(sub, "name", "   ")), 400, "Bitte den Namen angeben."},
		{"phone missing", "/api/submissions", "", jsonOf(t, with(sub, "phone", "")), 400, "Bitte die Telefonnummer angeben."},
		{"postal code missing", "/api/submissions", "", jsonOf(t, with(sub, "postal_code", nil)), 400, "Bitte die Postleitzahl angeben."},
		{"email without at", "/api/submissions", "", jsonOf(t, with(sub, "email", "info.example.de")), 400, "gültige E-Mail-Adresse"},
		{"email with display name", "/api/submissions", "", jsonOf(t, with(sub, "email", "Info <info@example.de>")), 400, "gültige E-Mail-Adresse"},
		{"email without domain dot", "/api/submissions", "", jsonOf(t, with(sub, "email", "info@localhost")), 400, "gültige E-Mail-Adresse"},
		{"javascript website", "/api/submissions", "", jsonOf(t, with(sub, "website", "javascript:alert(1)")), 400, "http- oder https-Adresse"},
		{"javascript website in capitals", "/api/submissions", "", jsonOf(t, with(sub, "website", "JavaScript:alert(1)")), 400, "http- oder https-Adresse"},
		{"data website", "/api/submissions", "", jsonOf(t, with(sub, "website", "data:text/html,<script>alert(1)</script>")), 400, "http- oder https-Adresse"},
		{"ftp website", "/api/submissions", "", jsonOf(t, with(sub, "website", "ftp://example.de")), 400, "http- oder https-Adresse"},
		{"overlong name", "/api/submissions", "", jsonOf(t, with(sub, "name", long(201))), 400, "Der Name ist zu lang (höchstens 200 Zeichen)."},
		{"longest name", "/api/submissions", "", jsonOf(t, with(sub, "name", long(200))), 201, `"id":`},
		{"overlong description", "/api/submissions", "", jsonOf(t, with(sub, "description", strings.Repeat("x", 5001))), 400, "Die Beschreibung ist zu lang"},
		{"overlong hours", "/api/submissions", "", jsonOf(t, with(sub, "hours", map[string]string{"monday": long(201)})), 400, "Die Angabe für Montag ist zu lang"},
		{"wrong category", "/api/submissions", "", jsonOf(t, with(sub, "category", "restaurant")), 400, `Unbekannte Kategorie "restaurant"`},
		{"unknown weekday", "/api/submissions", "", jsonOf(t, with(sub, "hours", map[string]string{"feiertag": "zu"})), 400, `Unbekannter Wochentag "feiertag"`},
		{"NUL in name", "/api/submissions", "", jsonOf(t, with(sub, "name", "Auto\x00haus")), 400, "Nullzeichen"},
		{"bidi override in city", "/api/submissions", "", jsonOf(t, with(sub, "city", "Leip\u202ezig")), 400, "Die Stadt enthält unzulässige Zeichen."},
		{"honeypot filled", "/api/submissions", "", jsonOf(t, with(sub, "website2", "http://spam.example")), 400, "nicht angenommen"},
		{"unknown field", "/api/submissions", "", jsonOf(t, with(sub, "status", "approved")), 400, `Unbekanntes Feld "status".`},
		{"name is a number", "/api/submissions", "", jsonOf(t, with(sub, "name", 42)), 400, "Das Feld name hat den falschen Typ (erwartet: Text)."},
		{"array body", "/api/submissions", "", `[1, 2]`, 400, "Erwartet wird ein JSON-Objekt."},
		{"broken JSON", "/api/submissions", "", `{"name": "x"`, 400, "Ungültiges JSON."},
		{"empty body", "/api/submissions", "", ``, 400, "Die Anfrage ist leer"},
		{"trailing data", "/api/submissions", "", jsonOf(t, sub) + `{"name": "second"}`, 400, "weitere Daten"},
		{"form-encoded", "/api/submissions", "application/x-www-form-urlencoded", `name=x`, 400, "Bitte als JSON senden"},
		{"text/plain (cross-site form)", "/api/submissions", "text/plain", jsonOf(t, sub), 400, "Bitte als JSON senden"},
		{"body over 32 KB", "/api/submissions", "", jsonOf(t, with(sub, "description", strings.Repeat("x", 33<<10))), 413, "zu groß"},

		{"message accepted", "/api/contact", "", jsonOf(t, contact), 201, `"id":`},
		{"message missing", "/api/contact", "", jsonOf(t, with(contact, "message", nil)), 400, "Bitte eine Nachricht angeben."},
		{"subject missing", "/api/contact", "", jsonOf(t, with(contact, "subject", "")), 400, "Bitte den Betreff angeben."},
		{"message overlong", "/api/contact", "", jsonOf(t, with(contact, "message", strings.Repeat("x", 5001))), 400, "Die Nachricht ist zu lang (höchstens 5000 Zeichen)."},
		{"message longest", "/api/contact", "", jsonOf(t, with(contact, "message", strings.Repeat("x", 5000))), 201, `"id":`},
		{"contact category unknown", "/api/contact", "", jsonOf(t, with(contact, "category", "kfz-werkstatt")), 400, "Unbekannte Kategorie"},
		{"contact email bad", "/api/contact", "", jsonOf(t, with(contact, "email", "j@")), 400, "gültige E-Mail-Adresse"},
		{"contact honeypot", "/api/contact", "", jsonOf(t, with(contact, "website2", "x")), 400, "nicht angenommen"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ct := tc.contentType
			if ct == "" {
				ct = "application/json"
			}
			res, body := postRaw(t, base+tc.path, ct, tc.body)
			if res.StatusCode != tc.status || !strings.Contains(errorText(body), tc.want) {
				t.Errorf("got %d %s, want %d with %q", res.StatusCode, cut(body, 300), tc.status, tc.want)
			}
			if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
				t.Errorf("content type %q, want JSON", res.Header.Get("Content-Type"))
			}
		})
	}
}

// errorText is the message of an error answer, else the body as it is.
func errorText(body string) string {
	var e struct{ Error string }
	if json.Unmarshal([]byte(body), &e) == nil && e.Error != "" {
		return e.Error
	}
	return body
}

func cut(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
