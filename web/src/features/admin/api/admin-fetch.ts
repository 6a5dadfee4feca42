import type { Query, QueryClient } from "@tanstack/react-query";
import { ApiError, PANEL_HEADERS } from "@/lib/api-client";
import { MINUTE } from "@/lib/query-client";
import trErrors from "@/i18n/tr-admin-errors.json";

/** ADMIN_LIST_STALE_MS is how long admin lists and facets stay fresh: 5 minutes (docs/api.md, "Caching"). */
export const ADMIN_LIST_STALE_MS = 5 * MINUTE;
/** ADMIN_STATS_STALE_MS is how long the admin stats stay fresh: 1 hour (docs/api.md, "Caching"). */
export const ADMIN_STATS_STALE_MS = 60 * MINUTE;

/** adminKey builds a query key under the admin API: ["api", "admin", ...path]. */
export const adminKey = (...parts: unknown[]) => ["api", "admin", ...parts];

/**
 * send sends a state-changing request with cookies and a JSON content type
 * (the server refuses cross-origin writes; the browser adds Origin). A non-OK
 * answer is raised the way fetchJSON raises it.
 */
async function send(path: string, method: "POST" | "PATCH", body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: { ...PANEL_HEADERS, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
  }
  return res;
}

/** sendJSON sends a write (see send) and reads its JSON answer; an empty answer (204) gives undefined. */
export async function sendJSON<T>(path: string, method: "POST" | "PATCH", body?: unknown): Promise<T> {
  const text = await (await send(path, method, body)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** JobStart is the answer of a job's start: its status, and whether this call queued it (202) or found it queued or running (200). */
export interface JobStart<T> {
  status: T;
  started: boolean;
}

/** startJob asks the server to start a background job (POST without a body). */
export async function startJob<T>(path: string): Promise<JobStart<T>> {
  const res = await send(path, "POST");
  return { status: (await res.json()) as T, started: res.status === 202 };
}

/**
 * logged passes a status poll's answer through and logs a failure (a failed
 * poll is only logged: docs/api.md, "The panel's client"); it still fails,
 * so a 401 sends the operator back to the gate and the last status stays on
 * screen.
 */
export async function logged<T>(what: string, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (err) {
    console.error(`${what}:`, err);
    throw err;
  }
}

/** apiErrorOf finds the ApiError behind err (errors may wrap it as their cause). */
export function apiErrorOf(err: unknown): ApiError | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as Error).cause, depth++) {
    if (e instanceof ApiError) return e;
  }
  return undefined;
}

/** isUnauthorized tells whether err came from a 401 answer (the session is gone). */
export function isUnauthorized(err: unknown): boolean {
  return apiErrorOf(err)?.status === 401;
}

/** ErrorAnswer is the body of an error answer (docs/api.md, "Errors"). */
interface ErrorAnswer {
  error?: unknown;
  key?: unknown;
  params?: Record<string, unknown>;
}

/** turkishText is the panel's text for an error key, its {name} placeholders filled from params; undefined for a key it has no text for. */
export function turkishText(key: unknown, params: Record<string, unknown> = {}): string | undefined {
  const text = typeof key === "string" && Object.hasOwn(trErrors, key) ? trErrors[key as keyof typeof trErrors] : undefined;
  return text?.replace(/\{([a-z]+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/**
 * serverMessage is an error as the operator reads it: the panel's Turkish
 * text for the answer's key, else the server's own text (the import's
 * messages are Turkish already): the "error" field of a JSON body, or the body.
 */
export function serverMessage(err: unknown): string {
  const api = apiErrorOf(err);
  if (!api) return err instanceof Error ? err.message : String(err);
  const body = api.message.replace(/^\d+: /, "");
  try {
    const parsed = JSON.parse(body) as ErrorAnswer;
    const text = turkishText(parsed?.key, parsed?.params);
    if (text) return text;
    if (typeof parsed?.error === "string") return parsed.error;
  } catch {
    // not JSON: the text itself
  }
  return body;
}

/** errorDetail formats an error as the panel's toasts show it: "HTTP {status}: {body}". */
export function errorDetail(err: unknown): string {
  const api = apiErrorOf(err);
  return api ? `HTTP ${api.status}: ${serverMessage(api)}` : serverMessage(err);
}

/**
 * adminRetry retries a failed admin query twice, but not a 4xx answer: a lost
 * session or a refused filter does not heal by asking again (docs/api.md,
 * "The panel's client").
 */
export function adminRetry(failureCount: number, err: unknown): boolean {
  const status = apiErrorOf(err)?.status;
  return !(status && status < 500) && failureCount < 2;
}

/**
 * mutationRetry retries a write once, and only when no answer came back: an
 * answered approve or save must not be sent twice.
 */
export function mutationRetry(failureCount: number, err: unknown): boolean {
  return !apiErrorOf(err) && failureCount < 1;
}

/** adminQueryDefaults: admin data refetches on mount once stale, unlike the storefront's. */
export const adminQueryDefaults = { retry: adminRetry, refetchOnMount: true } as const;

const isStorefrontQuery = (q: Query) => q.queryKey[0] === "api" && q.queryKey[1] !== "admin";

/**
 * refreshStorefront makes the storefront's cached pages forget data an edit
 * changed: unused ones are dropped (the storefront never refetches on mount),
 * shown ones refetch.
 */
export function refreshStorefront(client: QueryClient): void {
  client.removeQueries({ predicate: (q) => isStorefrontQuery(q) && q.getObserversCount() === 0 });
  void client.invalidateQueries({ predicate: isStorefrontQuery });
}
