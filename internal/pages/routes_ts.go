package pages

//go:generate go run ./routesgen ../../web/src/app/routes.gen.ts

import (
	"bytes"
	"fmt"
	"strings"
)

// RoutesTS is the React router's table generated from the manifest
// (web/src/app/routes.gen.ts): the page modules, each imported lazily, and
// every route's path in React Router's syntax, in the manifest's order.
// The server's first HTML and the app thus know the same routes.
func RoutesTS() []byte {
	var b bytes.Buffer
	b.WriteString(`// Generated from the page manifest (internal/pages/manifest.go) by "go generate ./internal/pages". Do not edit:
// a Go test fails when this file is not what the manifest makes.
import type { ComponentType } from "react";

/** PageModule loads a page's module. */
export type PageModule = () => Promise<{ default: ComponentType }>;

/** pageModules are the page modules, keyed by their source file. */
export const pageModules: Record<string, PageModule> = {
`)
	seen := map[string]bool{}
	for _, r := range Manifest {
		if r.Module == "" || seen[r.Module] {
			continue
		}
		seen[r.Module] = true
		fmt.Fprintf(&b, "  %q: () => import(%q),\n", r.Module, "@/"+strings.TrimSuffix(strings.TrimPrefix(r.Module, "src/"), ".tsx"))
	}
	b.WriteString(`};

/**
 * RouteEntry is one route: its path in React Router's syntax and its page
 * module; a server route has none: the server renders it completely, so the
 * app loads it from the server.
 */
export interface RouteEntry {
  path: string;
  module: string;
  panel: boolean;
  server: boolean;
}

/** routes is the route table, most specific first; "*" is the not-found page. */
export const routes: RouteEntry[] = [
`)
	for _, r := range Manifest {
		fmt.Fprintf(&b, "  { path: %q, module: %q, panel: %t, server: %t },\n", routerPath(r.Pattern), r.Module, r.Panel, r.Template != "")
	}
	b.WriteString("];\n")
	return b.Bytes()
}

// routerPath writes a manifest pattern in React Router's syntax: "/city/{city}" → "/city/:city", "" → "*".
func routerPath(pattern string) string {
	if pattern == "" {
		return "*"
	}
	segs := patternSegments(pattern)
	for i, s := range segs {
		if name, ok := param(s); ok {
			segs[i] = ":" + name
		}
	}
	return "/" + strings.Join(segs, "/")
}
