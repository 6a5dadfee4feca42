// Package web holds the built React app. `make build` writes it to dist/;
// without a build dist/ holds only .gitkeep and the server shows a plain
// page listing the API, so Go tests never need a front-end build.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

//go:embed src/i18n/*.json
var texts embed.FS

// Texts returns the storefront's texts that the server's templates share
// with the app (src/i18n/<locale>-<part>.json), so each is written once.
func Texts() fs.FS {
	sub, err := fs.Sub(texts, "src/i18n")
	if err != nil {
		panic(err) // embedded at build time; it always exists
	}
	return sub
}

// Dist returns the built app, rooted at dist/.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // dist is embedded at build time; it always exists
	}
	return sub
}
