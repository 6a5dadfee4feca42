/**
 * The public forms (contact, newsletter, add-business) post JSON to the server, which
 * answers refusals as {"error": "…"} with a German message (400 invalid, 413
 * too large, 429 too many requests, 503 unavailable).
 */

/** FormError is a refused or failed form post; message is the text to show. */
export class FormError extends Error {
  constructor(
    message: string,
    /** status is the HTTP status, or 0 when no answer came back. */
    readonly status: number,
    /** retryAt is when to try again, from a 429's Retry-After header. */
    readonly retryAt?: Date,
  ) {
    super(message);
    this.name = "FormError";
  }
}

/** retryAfterDate reads a Retry-After header (seconds or an HTTP date) relative to now. */
export function retryAfterDate(header: string | null, now: Date = new Date()): Date | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return new Date(now.getTime() + Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : new Date(at);
}

/**
 * postForm sends body as JSON to path. A refusal raises a FormError carrying
 * the server's "error" text (or fallback when the answer has none); a network
 * failure raises a FormError with status 0 and fallback.
 */
export async function postForm<T>(path: string, body: unknown, fallback: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FormError(fallback, 0);
  }
  const text = await res.text().catch(() => "");
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!res.ok) {
    const error = (parsed as { error?: unknown } | undefined)?.error;
    const message = typeof error === "string" && error ? error : fallback;
    throw new FormError(message, res.status, res.status === 429 ? retryAfterDate(res.headers.get("Retry-After")) : undefined);
  }
  return parsed as T;
}

/** RETRY_DELAY_MS is how long a form post waits before its one retry: 1 s (docs/api.md, "The panel's client"). */
export const RETRY_DELAY_MS = 1000;

/**
 * sendForm is postForm that tries once more after RETRY_DELAY_MS when no
 * answer came back; a refused form would be refused again, so a refusal is not retried.
 */
export async function sendForm<T>(path: string, body: unknown, fallback: string): Promise<T> {
  try {
    return await postForm<T>(path, body, fallback);
  } catch (err) {
    if (!(err instanceof FormError) || err.status !== 0) throw err;
    await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    return postForm<T>(path, body, fallback);
  }
}
