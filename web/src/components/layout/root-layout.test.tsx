import { screen } from "@testing-library/react";
import { mockFetch, renderRoute } from "@/test/render";
import { saveConsent, NECESSARY_ONLY } from "@/lib/consent";
import { RootLayout } from "./root-layout";

describe("RootLayout", () => {
  afterEach(() => {
    document.cookie = "bb_consent=; Max-Age=0; Path=/";
    delete document.body.dataset.analyticsRan;
    vi.unstubAllGlobals();
  });

  // Scripts run in jsdom's own window, so the code marks its run on <body>.
  const settings = { analytics_code: `<script>document.body.dataset.analyticsRan = "yes";</script>` };

  it("asks a storefront visitor for consent and runs the analytics code once it is given", async () => {
    mockFetch({ "/api/admin/settings": settings });
    renderRoute(<RootLayout />);
    expect(await screen.findByRole("region", { name: "Cookies und Datenschutz" })).toBeInTheDocument();
    saveConsent({ ...NECESSARY_ONLY, analytics: true });
    await vi.waitFor(() => expect(document.body.dataset.analyticsRan).toBe("yes"));
  });

  it("keeps the operator's analytics code and the banner off the panel, even with consent", async () => {
    saveConsent({ ...NECESSARY_ONLY, analytics: true });
    const { calls } = mockFetch({ "/api/admin/settings": settings });
    renderRoute(<RootLayout panel />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("region", { name: "Cookies und Datenschutz" })).toBeNull();
    expect(document.body.dataset.analyticsRan).toBeUndefined();
    expect(calls).toHaveLength(0); // the panel's settings query is its own, with its own timing
  });
});
