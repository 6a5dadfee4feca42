package httpapi

import (
	"encoding/json"
	"errors"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// TestErrorAnswerCarriesKey: an error answer names its code, and the key and
// params of a keyed error, beside the German message; a failure of ours is
// keyed "internal" and says nothing of its cause.
func TestErrorAnswerCarriesKey(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want errorAnswer
	}{
		{"keyed", directory.Errorf(directory.ECONFLICT, "Die Einreichung %d wurde bereits angenommen.", 7).WithKey("submission_already_approved", "id", 7),
			errorAnswer{Error: "Die Einreichung 7 wurde bereits angenommen.", Code: "conflict", Key: "submission_already_approved", Params: map[string]any{"id": float64(7)}}},
		{"wrapped", errors.Join(errors.New("approve"), directory.Errorf(directory.ENOTFOUND, "Unternehmen nicht gefunden.").WithKey("business_not_found")),
			errorAnswer{Error: "Unternehmen nicht gefunden.", Code: "not_found", Key: "business_not_found"}},
		{"unkeyed", directory.Errorf(directory.EINVALID, "Satır 5: hücre çok uzun."),
			errorAnswer{Error: "Satır 5: hücre çok uzun.", Code: "invalid"}},
		{"ours, named", directory.Errorf(directory.EINTERNAL, "panic"),
			errorAnswer{Error: "panic", Code: "internal", Key: directory.KeyInternal}},
		{"ours", errors.New("disk full at /var/lib"),
			errorAnswer{Error: "Interner Fehler.", Code: "internal", Key: directory.KeyInternal}},
	}
	for _, c := range cases {
		rec := httptest.NewRecorder()
		writeError(rec, httptest.NewRequest(http.MethodGet, "/api/admin/businesses", nil), c.err)
		var got errorAnswer
		if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
			t.Fatalf("%s: %v in %s", c.name, err, rec.Body)
		}
		if got.Error != c.want.Error || got.Code != c.want.Code || got.Key != c.want.Key || len(got.Params) != len(c.want.Params) || got.Params["id"] != c.want.Params["id"] {
			t.Errorf("%s: answer %+v, want %+v", c.name, got, c.want)
		}
	}
}

// TestErrorKeysHaveTurkishText: every key the server gives an error has a
// text in the panel's table (web/src/i18n/tr-admin-errors.json), and the
// table has no text for a key that no longer exists.
func TestErrorKeysHaveTurkishText(t *testing.T) {
	root := filepath.Join("..", "..")
	raw, err := os.ReadFile(filepath.Join(root, "web", "src", "i18n", "tr-admin-errors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var table map[string]string
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{directory.KeyInternal: true}
	withKey := regexp.MustCompile(`\.WithKey\("([a-z_]+)"`)
	for _, dir := range []string{"internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			for _, m := range withKey.FindAllSubmatch(src, -1) {
				used[string(m[1])] = true
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(used) < 30 {
		t.Fatalf("found only %d error keys in the code", len(used))
	}
	for key := range used {
		if table[key] == "" {
			t.Errorf("error key %q has no Turkish text in tr-admin-errors.json", key)
		}
	}
	for key := range table {
		if !used[key] {
			t.Errorf("tr-admin-errors.json has a text for %q, which no error has", key)
		}
	}
}
