// Test helpers of the admin feature (imported by its tests only, never by the app).
import { aBusiness } from "@/test/fixtures";
import { mockFetch, renderRoute } from "@/test/render";
import AdminPage from "./admin-page";
import type { AdminBusiness, AdminBusinessList, PhotoStatus, ValidationStatus } from "./types";
import UrlValidationPage from "./url-validation-page";

/** json answers with a status and a JSON body. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** anAdminBusiness is a business of the admin list. */
export function anAdminBusiness(overrides: Partial<AdminBusiness> = {}): AdminBusiness {
  return { ...aBusiness(overrides), hidden: false, ...overrides };
}

/** aList wraps businesses in the list answer. */
export function aList(businesses: AdminBusiness[], total = businesses.length, page = 1): AdminBusinessList {
  return { businesses, total, page, totalPages: Math.ceil(total / 20) };
}

/** adminApi answers the panel's calls with a logged-in session and small data; routes override. */
export function adminApi(routes: Record<string, unknown> = {}) {
  return mockFetch({
    "/api/admin/session": { authenticated: true, expiresAt: "2030-01-01T00:00:00Z" },
    "/api/admin/stats": { totalBusinesses: 5000, totalCities: 80, totalCategories: 42, avgRating: 4.3 },
    "/api/admin/businesses": aList([anAdminBusiness()]),
    "/api/admin/real-categories": [{ category: "Autowerkstatt", count: 120 }],
    "/api/admin/cities": [{ city: "Berlin", count: 300 }],
    "/api/admin/types": [{ type: "Autowerkstatt", count: 100 }],
    "/api/admin/countries": [{ country: "Deutschland", countryCode: "DE", count: 5000 }],
    "/api/admin/settings": { site_title: "Branchenbuch" },
    "/api/admin/photo-status": null,
    "/api/admin/import-jobs": { jobs: [] },
    ...routes,
  });
}

/** renderAdmin renders the panel at url (default /admin). */
export function renderAdmin(url = "/admin") {
  return renderRoute(<AdminPage />, { path: "/admin", url });
}

/** renderValidationPage renders the URL validation page at /url-validation-status. */
export function renderValidationPage() {
  return renderRoute(<UrlValidationPage />, { path: "/url-validation-status", url: "/url-validation-status" });
}

/** aValidationStatus is a running URL validation, with overrides. */
export function aValidationStatus(overrides: Partial<ValidationStatus> = {}): ValidationStatus {
  return {
    jobId: 7,
    state: "running",
    total: 26384,
    processed: 0,
    valid: 0,
    invalid: 0,
    currentBusiness: "",
    isComplete: false,
    reportFile: "",
    reportUrl: "",
    startedAt: "2026-11-25T10:00:00Z",
    finishedAt: null,
    ...overrides,
  };
}

/** aPhotoStatus is a running photo update, with overrides. */
export function aPhotoStatus(overrides: Partial<PhotoStatus> = {}): PhotoStatus {
  return {
    jobId: 3,
    state: "running",
    total: 10,
    processed: 0,
    mirrored: 0,
    dropped: 0,
    currentBusiness: "",
    isComplete: false,
    pendingOnly: false,
    startedAt: "2026-11-25T10:00:00Z",
    finishedAt: null,
    ...overrides,
  };
}

type FetchMock = ReturnType<typeof mockFetch>["fn"];

/** callsOf is the fetch mock's calls with their init (mockFetch's type leaves the init out). */
function callsOf(fn: FetchMock): [RequestInfo | URL, RequestInit | undefined][] {
  return fn.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
}

/** lastBody is the parsed JSON body of the latest fetch call (a handler reads its own request with it). */
export function lastBody<T>(fn: FetchMock): T {
  return JSON.parse(String(callsOf(fn).at(-1)?.[1]?.body)) as T;
}

/** requests lists the fetch calls to a path (without query), with method and parsed JSON body. */
export function requests(fn: FetchMock, path: string) {
  return callsOf(fn)
    .map(([input, init]) => ({ url: new URL(String(input), "http://localhost"), init }))
    .filter((c) => c.url.pathname === path)
    .map((c) => ({
      url: c.url,
      method: c.init?.method ?? "GET",
      headers: new Headers(c.init?.headers),
      credentials: c.init?.credentials,
      body: typeof c.init?.body === "string" ? (JSON.parse(c.init.body) as unknown) : undefined,
    }));
}

/** holdBack makes calls to path wait until the returned release function is called. */
export function holdBack(fn: FetchMock, path: string): () => void {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const answer = fn.getMockImplementation()!;
  fn.mockImplementation(async (input: RequestInfo | URL) => {
    if (new URL(String(input), "http://localhost").pathname === path) await gate;
    return answer(input);
  });
  return release;
}
