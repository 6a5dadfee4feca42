import { useEffect } from "react";
import { rankedMatch, Route, Routes } from "@/lib/router";
import { RootLayout } from "@/components/layout/root-layout";
import { lazyPage, type LazyPage } from "./lazy-page";
import { pageModules, routes } from "./routes.gen";
import { ServerMeta } from "./server-meta";

// Every page module is its own chunk, so the first page loads only what it shows.
const modules = new Map<string, LazyPage>(Object.entries(pageModules).map(([file, load]) => [file, lazyPage(load)]));

/**
 * ServerPage stands for a page the server renders completely (help, legal
 * and cookie pages): the app has no module for it. The router loads such a
 * page from the server (isServerPath); should the app still get there, it
 * loads it at the address shown.
 */
function ServerPage() {
  useEffect(() => window.location.reload(), []);
  return null;
}
const serverPage: LazyPage = Object.assign(ServerPage, { load: async () => {} });

/** pages is the route table generated from the server's page manifest (routes.gen.ts). */
const pages = routes.map((r) => ({ path: r.path, panel: r.panel, Page: r.server ? serverPage : modules.get(r.module)! }));

/** AppRoutes renders the page of the current location inside the shared frame, with the server's title. */
export function AppRoutes() {
  return (
    <>
      <ServerMeta />
      <Routes>
        {[false, true].map((panel) => (
          <Route key={String(panel)} element={<RootLayout />}>
            {pages
              .filter((p) => p.panel === panel)
              .map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
          </Route>
        ))}
      </Routes>
    </>
  );
}

/** isServerPath tells whether the server renders the page of a (locale-free) path completely, so that going there is a page load. */
export function isServerPath(pathname: string): boolean {
  return rankedMatch(pages, pathname)?.Page === serverPage;
}

/** loadPageFor loads the page module of a (locale-free) path ahead of the first render. */
export async function loadPageFor(pathname: string): Promise<void> {
  await rankedMatch(pages, pathname)?.Page.load();
}
