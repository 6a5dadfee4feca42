/**
 * The server embeds the API answers a page needs on arrival in a script
 * element (internal/httpapi/preload.go), so the first render needs no second
 * round trip. Each answer is used once; later fetches go to the network.
 */
let answers: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const el = typeof document === "undefined" ? null : document.getElementById("bb-preload");
  if (el?.textContent) {
    try {
      for (const [k, v] of Object.entries(JSON.parse(el.textContent) as Record<string, unknown>)) answers.set(k, v);
    } catch {
      // broken data: fetch everything as usual
    }
  }
  return answers;
}

/** preloadKey is the URL as the server keys it: the path decoded, the query as sorted decoded key=value pairs. */
export function preloadKey(url: string): string {
  const u = new URL(url, "http://x");
  let path: string;
  try {
    path = decodeURIComponent(u.pathname);
  } catch {
    path = u.pathname;
  }
  const pairs = [...u.searchParams].map(([k, v]) => `${k}=${v}`).sort();
  return pairs.length ? `${path}?${pairs.join("&")}` : path;
}

/** takePreloaded returns the embedded answer of url once, or undefined. */
export function takePreloaded<T>(url: string): T | undefined {
  const map = load();
  const key = preloadKey(url);
  if (!map.has(key)) return undefined;
  const data = map.get(key) as T;
  map.delete(key);
  return data;
}

/** peekPreloaded returns the embedded answer of url without using it up (an island reading what a page's query takes), or undefined. */
export function peekPreloaded<T>(url: string): T | undefined {
  return load().get(preloadKey(url)) as T | undefined;
}

/**
 * preloaded is a query's initialData: the embedded answer of url, if the
 * server sent one. The query then renders with data in its first render.
 */
export function preloaded<T>(url: string): () => T | undefined {
  return () => takePreloaded<T>(url);
}

/** resetPreload forgets the embedded answers (tests). */
export function resetPreload(): void {
  answers = undefined;
}
