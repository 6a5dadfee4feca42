import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { MemoryRouter } from "@/lib/router";
import { mockFetch } from "@/test/render";
import { resetPreload } from "@/lib/preload";
import { applyMeta, pageMetaURL, ServerMeta, type PageMeta } from "./server-meta";

const help: PageMeta = {
  status: 200,
  title: "Hilfe – Mein Verzeichnis",
  description: "Antworten auf häufige Fragen.",
  robots: "index, follow",
  canonical: "https://example.org/help",
  lang: "de",
};

function renderMeta() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ServerMeta />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("ServerMeta", () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content=""><meta name="robots" content="">';
    window.history.replaceState(null, "", "/help");
  });
  afterEach(() => {
    document.getElementById("bb-preload")?.remove();
    resetPreload();
    vi.unstubAllGlobals();
  });

  it("shows the title the first HTML carries without asking the server", async () => {
    const el = document.createElement("script");
    el.id = "bb-preload";
    el.type = "application/json";
    el.textContent = JSON.stringify({ [`/api/page-meta?path=/help`]: help });
    document.body.append(el);
    const { calls } = mockFetch({});
    renderMeta();
    await waitFor(() => expect(document.title).toBe("Hilfe – Mein Verzeichnis"));
    expect(calls).toHaveLength(0);
  });

  it("asks the server for the title of a page it has no answer for", async () => {
    const { calls } = mockFetch({ "/api/page-meta": { ...help, title: "Vom Server" } });
    renderMeta();
    await waitFor(() => expect(document.title).toBe("Vom Server"));
    expect(calls.map((u) => u.searchParams.get("path"))).toEqual(["/help"]);
  });
});

describe("applyMeta", () => {
  it("writes title, description, robots, canonical link and language", () => {
    document.head.innerHTML = '<meta name="description" content="alt"><meta name="robots" content="alt">';
    applyMeta({ ...help, lang: "en" });
    expect(document.title).toBe(help.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(help.description);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("index, follow");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(help.canonical);
    expect(document.documentElement.lang).toBe("en");
  });

  it("removes the canonical link of a noindex page", () => {
    document.head.innerHTML = '<link rel="canonical" href="https://example.org/x">';
    applyMeta({ ...help, robots: "noindex, follow", canonical: undefined });
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("encodes the path into the call", () => {
    expect(pageMetaURL("/city/Frankfurt%20(Oder)")).toBe("/api/page-meta?path=%2Fcity%2FFrankfurt%2520(Oder)");
  });
});
