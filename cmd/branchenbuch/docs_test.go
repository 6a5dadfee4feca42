package main_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDocsReferences: every comment or text that points at a document of
// docs/ (`docs/pages.md`, or `docs/pages.md, "The detail page"`) names a
// file that exists and, where it names one, a section of it: a heading or
// a paragraph's bold title that starts so.
func TestDocsReferences(t *testing.T) {
	ref := regexp.MustCompile(`docs/([a-z-]+\.md)(?:, "([^"]+)")?`)
	wrapped := regexp.MustCompile(`\n\s*(//|\*|#|--)?`) // a section name wrapped over comment lines
	headings := map[string]string{}
	checked := 0
	err := filepath.WalkDir("../..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "dist" || d.Name() == ".git" || d.Name() == "tmp") {
			return filepath.SkipDir
		}
		switch filepath.Ext(p) {
		case ".go", ".ts", ".tsx", ".mjs", ".sql", ".html", ".md":
		default:
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range ref.FindAllStringSubmatch(string(b), -1) {
			doc, ok := headings[m[1]]
			if !ok {
				text, err := os.ReadFile(filepath.Join("../../docs", m[1]))
				if err != nil {
					t.Errorf("%s points at docs/%s, which does not exist", p, m[1])
					continue
				}
				doc = string(text)
				headings[m[1]] = doc
			}
			checked++
			section := strings.Join(strings.Fields(wrapped.ReplaceAllString(m[2], " ")), " ")
			if section != "" && !regexp.MustCompile(`(?m)^(#+ |\*\*)`+regexp.QuoteMeta(section)).MatchString(doc) {
				t.Errorf("%s points at docs/%s, %q: no such heading", p, m[1], section)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Errorf("only %d references found", checked)
	}
}
