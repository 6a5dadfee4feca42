import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "@/lib/router";
import { LocaleProvider, type Locale } from "@/i18n/locale";

/** CurrentPath shows the router's location so tests can see redirects. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * renderRoute renders element at path inside a memory router and a fresh
 * query client without retries, the way the app wires them. The current
 * location is shown in the element with test id "location". The locale is
 * German unless given; paths are those inside the locale (the app's router has
 * the basename /en under English).
 */
export function renderRoute(
  element: ReactElement,
  { path = "/", url = "/", locale = "de" }: { path?: string; url?: string; locale?: Locale } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const utils = render(
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>other route</p>} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return { ...utils, client };
}

/** mockFetch answers fetch calls by path (without query) from routes; other paths get a 404. */
export function mockFetch(routes: Record<string, unknown | ((url: URL) => unknown)>) {
  const calls: URL[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    calls.push(url);
    const handler = routes[url.pathname];
    if (handler === undefined) return new Response("not found", { status: 404, statusText: "Not Found" });
    const body = typeof handler === "function" ? (handler as (u: URL) => unknown)(url) : handler;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fn);
  return { fn, calls };
}
