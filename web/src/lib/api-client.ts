/**
 * fetchJSON is the default behaviour of every query (docs/api.md, "The
 * panel's client"): GET with cookies, JSON body read; a non-OK answer raises
 * an error whose message is the status code, a colon and a space, then the
 * body text (or the status text).
 */
export async function fetchJSON<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    credentials: "include",
    ...init,
    headers: { ...PANEL_HEADERS, ...(init?.headers as Record<string, string> | undefined) },
  });
  if (!res.ok) {
    const body = await res.text().catch(() => "");
    throw new ApiError(res.status, `${res.status}: ${body || res.statusText}`);
  }
  return (await res.json()) as T;
}

/**
 * PANEL_HEADERS mark a request as one of our own pages'. With the browser's
 * Sec-Fetch-Site, the server wants this sign on the operator's reads, so
 * that a page of another site or port cannot start an export with the
 * session cookie (docs/security.md); a page of another origin cannot send it.
 */
export const PANEL_HEADERS = { "X-Branchenbuch-Panel": "1" } as const;

/** ApiError carries the HTTP status next to the message "{status}: {body}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** isNotFound tells whether an error came from a 404 answer. */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError ? err.status === 404 : String(err).includes("404");
}

/** query builds a query string from the values that are set (empty ones are left out). */
export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    q.set(key, String(value));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}
