import { startRedirect } from "./redirect";

describe("startRedirect", () => {
  const replace = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("location", { ...window.location, replace });
    replace.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("replaces the page with the link's target after the card's delay and not before", () => {
    document.body.innerHTML = `<a href="/en" data-redirect-after="3000">Go to the home page</a>`;
    startRedirect();
    vi.advanceTimersByTime(2900);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(replace).toHaveBeenCalledWith(new URL("/en", window.location.href).href);
  });

  it("does nothing on a card without a delay or a page without a card", () => {
    document.body.innerHTML = `<a href="/blog">Zurück zum Blog</a>`;
    startRedirect();
    vi.advanceTimersByTime(10_000);
    expect(replace).not.toHaveBeenCalled();
  });
});
