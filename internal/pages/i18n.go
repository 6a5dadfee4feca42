package pages

// The storefront's shared texts: the JSON files of web/src/i18n that both
// the server's templates and the islands read (docs/i18n.md), so a text is
// written once per locale. Templates reach them by part and key:
// {{.T.frame.nav.home}}.

import (
	"encoding/json"
	"fmt"
	"io/fs"

	"branchenbuch/web"
)

// textParts are the JSON files the templates use, by part name: de-frame.json, en-frame.json…
var textParts = []string{"frame", "consent", "help", "legal", "cookies", "blog", "about", "not-found", "contact", "toast",
	"lists", "filters", "cities", "categories", "city-category", "detail", "home", "businesses", "listing", "add-business"}

// TextTree is one locale's shared texts: part → the JSON object of its file.
type TextTree map[string]any

// sharedTexts are the texts per locale, read once at start.
var sharedTexts = mustLoadTexts(web.Texts())

func mustLoadTexts(fsys fs.FS) map[Locale]TextTree {
	out, err := loadTexts(fsys)
	if err != nil {
		panic(err) // embedded at build time: a broken file is a build error
	}
	return out
}

// loadTexts reads every part of every locale.
func loadTexts(fsys fs.FS) (map[Locale]TextTree, error) {
	out := map[Locale]TextTree{}
	for _, loc := range Locales {
		tree := TextTree{}
		for _, part := range textParts {
			name := string(loc) + "-" + part + ".json"
			b, err := fs.ReadFile(fsys, name)
			if err != nil {
				return nil, fmt.Errorf("texts %s: %w", name, err)
			}
			var v map[string]any
			if err := json.Unmarshal(b, &v); err != nil {
				return nil, fmt.Errorf("texts %s: %w", name, err)
			}
			tree[part] = v
		}
		out[loc] = tree
	}
	return out, nil
}
