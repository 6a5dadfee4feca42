import { screen } from "@testing-library/react";
import { mockFetch, renderRoute } from "@/test/render";
import ArticlePage from "./article-page";
import { aFullArticle } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

function renderArticle(url: string, locale: "de" | "en" = "de") {
  return renderRoute(<ArticlePage />, { path: "/blog/:id", url, locale });
}

describe("ArticlePage", () => {
  it("shows the article: title, author, German date, category, reading time, picture and text", async () => {
    const { calls } = mockFetch({ "/api/blog/kfz-werkstatt-finden": aFullArticle() });
    const { container } = renderArticle("/blog/kfz-werkstatt-finden");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Eine vertrauenswürdige Kfz-Werkstatt finden" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("von Redaktion Branchenbuch")).toBeInTheDocument();
    expect(screen.getByText("15. Januar 2024")).toBeInTheDocument();
    expect(screen.getByText("Auto & Werkstatt")).toBeInTheDocument();
    expect(screen.getByText("6 Min. Lesezeit")).toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute("src", "/blog/werkstatt.svg");
    expect(screen.getByRole("heading", { level: 2, name: "Vorab" })).toBeInTheDocument();
    expect(screen.getByText("Text").tagName).toBe("STRONG");
    expect(screen.getAllByRole("link", { name: "Zurück zum Blog" })[0]).toHaveAttribute("href", "/blog");
    expect(calls[0].pathname).toBe("/api/blog/kfz-werkstatt-finden");
    expect(screen.queryByText("Our articles are written in German.")).not.toBeInTheDocument();
  });

  it("asks for the id URL-encoded", async () => {
    const { calls } = mockFetch({});
    renderArticle("/blog/a%20b%3Fc");
    await screen.findByRole("heading", { level: 1, name: "Artikel nicht gefunden" });
    expect(calls[0].pathname).toBe("/api/blog/a%20b%3Fc");
  });

  it("shows a not-found card with a way back for an unknown article", async () => {
    mockFetch({ "/api/blog/gibt-es-nicht": new Response('{"error":"Artikel nicht gefunden."}', { status: 404 }) });
    renderArticle("/blog/gibt-es-nicht");
    expect(await screen.findByRole("heading", { level: 1, name: "Artikel nicht gefunden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zum Blog" })).toHaveAttribute("href", "/blog");
    expect(screen.queryByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
  });

  it("keeps the article German in the English locale and says so", async () => {
    mockFetch({ "/api/blog/kfz-werkstatt-finden": aFullArticle() });
    renderArticle("/blog/kfz-werkstatt-finden", "en");
    expect(await screen.findByRole("heading", { level: 1, name: "Eine vertrauenswürdige Kfz-Werkstatt finden" })).toHaveAttribute(
      "lang",
      "de",
    );
    expect(screen.getByText("Our articles are written in German.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Back to the blog" })[0]).toHaveAttribute("href", "/blog");
    expect(screen.getByText("15 January 2024")).toBeInTheDocument();
  });
});
