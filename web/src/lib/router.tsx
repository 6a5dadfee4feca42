import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from "react";

// The app's router: the few parts of React Router's declarative API it uses
// (BrowserRouter, MemoryRouter, Routes, Route, Outlet, Link, NavLink and the
// location hooks) in one small file, about 12 kB less gzip JavaScript on every
// page than the library. Routes are ranked the way React Router ranks them
// (static segments before parameters before the catch-all), so the patterns of
// the page manifest mean the same here. Navigations are transitions: the page
// on screen stays while the next one renders or its chunk loads.

/** Location is where the router is, inside its basename. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** NavigateOptions replace the current history entry instead of adding one, and carry state. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** NavigateFunction goes to a path inside the basename, or moves through history by a number of entries. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  basename: string;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Record<string, string>>({});

const trimBase = (basename = "") => basename.replace(/\/+$/, "");

function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const u = new URL(path, "http://x");
  return { pathname: u.pathname, search: u.search, hash: u.hash };
}

/** resolve makes a path absolute against the current location ("?page=2" keeps the path). */
function resolve(to: string, from: Location): string {
  if (to.startsWith("?")) return from.pathname + to;
  if (to.startsWith("#")) return from.pathname + from.search + to;
  return to;
}

const withBase = (basename: string, path: string) => (basename ? (path === "/" ? basename : basename + path) : path);

function stripBase(basename: string, pathname: string): string {
  if (!basename) return pathname;
  return pathname.toLowerCase().startsWith(basename.toLowerCase()) ? pathname.slice(basename.length) || "/" : pathname;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function readBrowserLocation(basename: string): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? {}) as HistoryState;
  return { pathname: stripBase(basename, pathname), search, hash, state: state.usr ?? null, key: state.key ?? "default" };
}

/**
 * BrowserRouter keeps the location in the browser's history. Each entry's
 * history.state numbers it (idx, counted from the visit's first page), as
 * React Router does, so a back link can tell whether there is a page to go back to.
 */
export function BrowserRouter({
  basename,
  documents,
  children,
}: {
  basename?: string;
  /** documents tells the paths (inside the basename) that are documents of their own: going there loads them. */
  documents?: (pathname: string) => boolean;
  children: ReactNode;
}) {
  const base = trimBase(basename);
  const [location, setLocation] = useState(() => readBrowserLocation(base));
  useEffect(() => {
    const state = (window.history.state ?? {}) as HistoryState;
    if (state.idx === undefined) window.history.replaceState({ ...state, usr: null, key: "default", idx: 0 }, "");
    const onPop = () => startTransition(() => setLocation(readBrowserLocation(base)));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [base]);
  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === "number") return window.history.go(to);
      const current = readBrowserLocation(base);
      const path = resolve(to, current);
      if (documents?.(splitPath(path).pathname)) {
        if (options.replace) window.location.replace(withBase(base, path));
        else window.location.assign(withBase(base, path));
        return;
      }
      const same = path === current.pathname + current.search + current.hash;
      const replace = options.replace ?? same;
      const idx = ((window.history.state as HistoryState | null)?.idx ?? 0) + (replace ? 0 : 1);
      const entry: HistoryState = { usr: options.state ?? null, key: newKey(), idx };
      if (replace) window.history.replaceState(entry, "", withBase(base, path));
      else window.history.pushState(entry, "", withBase(base, path));
      startTransition(() => setLocation(readBrowserLocation(base)));
    },
    [base, documents],
  );
  const value = useMemo(() => ({ location, basename: base, navigate }), [location, base, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** MemoryRouter keeps its history in memory (for tests); initialEntries are full paths, basename included. */
export function MemoryRouter({
  basename,
  initialEntries = ["/"],
  initialIndex,
  children,
}: {
  basename?: string;
  initialEntries?: string[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const base = trimBase(basename);
  const toLocation = useCallback(
    (path: string, state: unknown = null): Location => {
      const p = splitPath(path);
      return { ...p, pathname: stripBase(base, p.pathname), state, key: newKey() };
    },
    [base],
  );
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((e) => toLocation(e)),
    index: initialIndex ?? initialEntries.length - 1,
  }));
  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) =>
      startTransition(() =>
        setHistory(({ entries, index }) => {
          if (typeof to === "number") {
            return { entries, index: Math.min(entries.length - 1, Math.max(0, index + to)) };
          }
          const next = toLocation(withBase(base, resolve(to, entries[index])), options.state);
          if (options.replace) return { entries: entries.map((e, i) => (i === index ? next : e)), index };
          return { entries: [...entries.slice(0, index + 1), next], index: index + 1 };
        }),
      ),
    [base, toLocation],
  );
  const location = history.entries[history.index];
  const value = useMemo(() => ({ location, basename: base, navigate }), [location, base, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error("router hooks need a BrowserRouter or MemoryRouter");
  return router;
}

/** useLocation is the current location inside the basename. */
export const useLocation = (): Location => useRouter().location;

/** useNavigate returns the navigate function. */
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** useParams are the current route's parameters, decoded. */
export const useParams = (): Record<string, string | undefined> => useContext(ParamsContext);

/** useHref is the href of a path inside the basename. */
export function useHref(to: string): string {
  const { basename, location } = useRouter();
  return withBase(basename, resolve(to, location));
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** useSearchParams reads the location's query and sets it by navigating (optionally replacing the entry). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === "function" ? next(new URLSearchParams(location.search)) : next;
      const search = new URLSearchParams(value).toString();
      navigate(location.pathname + (search ? `?${search}` : ""), options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, set];
}

/** RouteProps declare a route: a path (none for a layout) and the element it shows. */
export interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Route declares a route inside Routes; it renders nothing itself. */
export function Route(props: RouteProps): ReactElement | null {
  void props;
  return null;
}

/** Outlet shows the matched child route inside a layout route's element. */
export const Outlet = () => <>{useContext(OutletContext)}</>;

interface Branch {
  path: string;
  elements: ReactNode[];
  score: number;
  order: number;
}

/** score ranks a pattern like React Router: static segments before parameters before "*". */
function score(path: string): number {
  const segments = path.split("/").filter(Boolean);
  return segments.reduce((s, seg) => s + (seg === "*" ? -2 : seg.startsWith(":") ? 3 : 10), segments.length);
}

function branches(children: ReactNode, parents: ReactNode[] = [], out: Branch[] = []): Branch[] {
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { path, element, children: nested } = child.props;
    const elements = [...parents, element];
    if (path === undefined) branches(nested, elements, out);
    else out.push({ path, elements, score: score(path), order: out.length });
  });
  return out;
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** matchPath matches a pattern ("/city/:city", "*") against a pathname; it returns the decoded parameters or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === "*") return { "*": pathname.replace(/^\//, "") };
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(":")) params[want[i].slice(1)] = decode(have[i]);
    else if (want[i].toLowerCase() !== decode(have[i]).toLowerCase()) return null;
  }
  return params;
}

/** rankedMatch is the best-ranked pattern of a list that matches a pathname, as Routes picks it. */
export function rankedMatch<T extends { path: string }>(routes: T[], pathname: string): T | undefined {
  const ranked = routes.map((r, order) => ({ r, s: score(r.path), order })).sort((a, b) => b.s - a.s || a.order - b.order);
  return ranked.find(({ r }) => matchPath(r.path, pathname))?.r;
}

/** Routes renders the best-ranked route that matches the location, inside its layouts. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const all = branches(children);
  const branch = rankedMatch(all, pathname);
  if (!branch) return null;
  const params = matchPath(branch.path, pathname)!;
  const page = branch.elements.reduceRight<ReactNode>(
    (outlet, element) => <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>,
    null,
  );
  return <ParamsContext.Provider value={params}>{page}</ParamsContext.Provider>;
}

/** LinkProps are an anchor's props with the path to go to. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** Link is an anchor that navigates inside the app on a plain left click. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  function handle(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (target && target !== "_self") return;
    e.preventDefault();
    navigate(to, { replace, state });
  }
  return <a {...rest} href={href} target={target} onClick={handle} />;
}

/** NavLinkProps style a link by whether its path is the current one. */
export interface NavLinkProps extends Omit<LinkProps, "className"> {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** NavLink is a Link marked aria-current="page" while its path (or, without end, one below it) is current. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const path = useLocation()
    .pathname.toLowerCase()
    .replace(/(.)\/$/, "$1");
  const target = to.toLowerCase();
  const isActive = path === target || (!end && target !== "/" && path.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
