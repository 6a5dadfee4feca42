import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "@/lib/router";
import { fetchJSON } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";

/** PageMeta is the server's word on a page (GET /api/page-meta): what the head says. */
export interface PageMeta {
  status: number;
  title: string;
  description: string;
  robots: string;
  canonical?: string;
  lang: string;
}

/** pageMetaURL is the page-meta call of a site path as the browser has it (percent-encoded, with the locale prefix). */
export function pageMetaURL(path: string): string {
  return `/api/page-meta?path=${encodeURIComponent(path)}`;
}

/** applyMeta writes the page's title, description, robots, canonical link and language into the document. */
export function applyMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = meta.title;
  doc.documentElement.lang = meta.lang;
  doc.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  doc.querySelector('meta[name="robots"]')?.setAttribute("content", meta.robots);
  const canonical = doc.querySelector('link[rel="canonical"]');
  if (meta.canonical) {
    if (canonical) canonical.setAttribute("href", meta.canonical);
    else doc.head.insertAdjacentHTML("beforeend", `<link rel="canonical" href="${encodeURI(meta.canonical)}">`);
  } else canonical?.remove();
}

/**
 * ServerMeta shows the server's title and description of the current page.
 * The page manifest (internal/pages) is their one source: the first HTML
 * carries them and their call's answer, and on client navigation the app asks
 * for the next page's. Pages keep no titles of their own.
 */
export function ServerMeta() {
  const { pathname } = useLocation(); // re-run on navigation; the browser's path keeps the locale prefix
  const path = typeof window === "undefined" ? pathname : window.location.pathname;
  const { data } = useQuery({
    queryKey: ["api", "page-meta", path],
    queryFn: () => fetchJSON<PageMeta>(pageMetaURL(path)),
    initialData: preloaded<PageMeta>(pageMetaURL(path)),
    staleTime: Infinity, // a page's title is fixed for the visit
  });
  useEffect(() => {
    if (data) applyMeta(data);
  }, [data]);
  return null;
}
