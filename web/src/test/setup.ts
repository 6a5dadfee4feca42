import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom's XMLHttpRequest would go to the network. The app's one user of it,
// the import upload (importExcel), goes through the tests' fetch mock
// instead: a progress event of half the body, the request, then the whole
// body and the answer.
type Handler = (() => void) | null;
class FetchXHR {
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  statusText = "";
  responseText = "";
  timeout = 0;
  withCredentials = false;
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;
  private method = "GET";
  private url = "";
  private done = false;
  private timedOut = false;
  private readonly controller = new AbortController();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  abort() {
    // Like the browser's: onabort at once, whatever the request is doing.
    this.finish(this.onabort);
    this.controller.abort();
  }

  private finish(handler: Handler) {
    if (this.done) return;
    this.done = true;
    handler?.();
  }

  async send(body?: FormData) {
    let size = 0;
    body?.forEach((v) => (size += v instanceof Blob ? v.size : String(v).length));
    const timer =
      this.timeout > 0
        ? setTimeout(() => {
            this.timedOut = true;
            this.finish(this.ontimeout);
            this.controller.abort();
          }, this.timeout)
        : undefined;
    this.upload.onprogress?.({ loaded: Math.floor(size / 2), total: size, lengthComputable: true });
    try {
      const res = await fetch(this.url, {
        method: this.method,
        body,
        credentials: this.withCredentials ? "include" : "same-origin",
        signal: this.controller.signal,
      });
      this.upload.onprogress?.({ loaded: size, total: size, lengthComputable: true });
      this.status = res.status;
      this.statusText = res.statusText;
      this.responseText = await res.text();
      this.finish(this.onload);
    } catch {
      this.finish(this.controller.signal.aborted && !this.timedOut ? this.onabort : this.onerror);
    } finally {
      clearTimeout(timer);
    }
  }
}
globalThis.XMLHttpRequest = FetchXHR as unknown as typeof XMLHttpRequest;
