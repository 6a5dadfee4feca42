// Generated from the page manifest (internal/pages/manifest.go) by "go generate ./internal/pages". Do not edit:
// a Go test fails when this file is not what the manifest makes.
import type { ComponentType } from "react";

/** PageModule loads a page's module. */
export type PageModule = () => Promise<{ default: ComponentType }>;

/** pageModules are the page modules, keyed by their source file. */
export const pageModules: Record<string, PageModule> = {
  "src/features/admin/admin-page.tsx": () => import("@/features/admin/admin-page"),
  "src/features/admin/url-validation-page.tsx": () => import("@/features/admin/url-validation-page"),
};

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
  { path: "/", module: "", panel: false, server: true },
  { path: "/businesses", module: "", panel: false, server: true },
  { path: "/categories", module: "", panel: false, server: true },
  { path: "/categories/:category", module: "", panel: false, server: true },
  { path: "/cities", module: "", panel: false, server: true },
  { path: "/cities/:letter", module: "", panel: false, server: true },
  { path: "/city/:city", module: "", panel: false, server: true },
  { path: "/city/:city/:category", module: "", panel: false, server: true },
  { path: "/business/:id", module: "", panel: false, server: true },
  { path: "/contact", module: "", panel: false, server: true },
  { path: "/about", module: "", panel: false, server: true },
  { path: "/add-business", module: "", panel: false, server: true },
  { path: "/blog", module: "", panel: false, server: true },
  { path: "/blog/:id", module: "", panel: false, server: true },
  { path: "/help", module: "", panel: false, server: true },
  { path: "/privacy", module: "", panel: false, server: true },
  { path: "/imprint", module: "", panel: false, server: true },
  { path: "/terms", module: "", panel: false, server: true },
  { path: "/cookies", module: "", panel: false, server: true },
  { path: "/admin", module: "src/features/admin/admin-page.tsx", panel: true, server: false },
  { path: "/url-validation-status", module: "src/features/admin/url-validation-page.tsx", panel: true, server: false },
  { path: "/:city/:slug", module: "", panel: false, server: true },
  { path: "*", module: "", panel: false, server: true },
];
