import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, renderRoute } from "@/test/render";
import BlogPage from "./blog-page";
import { blogIndex } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

function renderBlog(url = "/blog", locale: "de" | "en" = "de") {
  return renderRoute(<BlogPage />, { path: "/blog", url, locale });
}

/** json answers with a status, like the server's newsletter route. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("BlogPage", () => {
  it("shows the counted figures, the featured article and the next five as cards linking to their pages", async () => {
    mockFetch({ "/api/blog": blogIndex() });
    renderBlog();

    const featured = await screen.findByTestId("featured-article");
    expect(within(featured).getByRole("link", { name: "Artikel 1" })).toHaveAttribute("href", "/blog/artikel-1");
    expect(within(featured).getByText("20. Januar 2024")).toBeInTheDocument();
    const cards = screen.getAllByTestId("article-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Artikel 2",
      "Artikel 3",
      "Artikel 4",
      "Artikel 5",
      "Artikel 6",
    ]);
    expect(within(cards[0]).getByRole("link")).toHaveAttribute("href", "/blog/artikel-2");
    expect(screen.queryByText("Artikel 7")).not.toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId("blog-stat-Artikel")).toHaveTextContent("7");
    expect(screen.getByTestId("blog-stat-Kategorien")).toHaveTextContent("3");
  });

  it("writes dates the German way", async () => {
    const index = blogIndex();
    index.articles[1].date = "2024-01-15";
    mockFetch({ "/api/blog": index });
    renderBlog();
    expect((await screen.findAllByText("15. Januar 2024"))[0]).toHaveAttribute("dateTime", "2024-01-15");
  });

  it("lists the categories with their counts and the editors' three picks in the sidebar", async () => {
    mockFetch({ "/api/blog": blogIndex() });
    renderBlog();

    const categories = await screen.findByRole("region", { name: "Kategorien" });
    expect(
      within(categories)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Auto & Werkstatt3 Artikel", "Handwerk & Haus2 Artikel", "Saisonales2 Artikel"]);
    const picks = screen.getByRole("region", { name: "Lesetipps der Redaktion" });
    expect(
      within(picks)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/blog/artikel-1", "/blog/artikel-2", "/blog/artikel-3"]);
  });

  it("signs up for the newsletter with the honeypot and shows the server's message", async () => {
    const { fn } = mockFetch({
      "/api/blog": blogIndex(),
      "/api/newsletter": () =>
        json(202, { status: "pending", message: "Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail." }),
    });
    const user = userEvent.setup({ delay: null });
    renderBlog();

    await user.type(await screen.findByRole("textbox", { name: "E-Mail-Adresse" }), "  erika@beispiel.de ");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));

    expect(await screen.findByText("Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.")).toHaveAttribute(
      "role",
      "status",
    );
    const [url, init] = fn.mock.calls.find(([u]) => String(u) === "/api/newsletter") as unknown as [string, RequestInit];
    expect(url).toBe("/api/newsletter");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "erika@beispiel.de", website2: "" });
    expect(screen.queryByRole("textbox", { name: "E-Mail-Adresse" })).not.toBeInTheDocument();
  });

  it("asks for an address before sending anything", async () => {
    const { fn } = mockFetch({ "/api/blog": blogIndex() });
    const user = userEvent.setup({ delay: null });
    renderBlog();
    await user.click(await screen.findByRole("button", { name: "Anmelden" }));
    expect(screen.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveAccessibleDescription(
      "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    );
    expect(fn.mock.calls.map(([u]) => String(u))).toEqual(["/api/blog"]);
  });

  it.each([
    [400, "Bitte geben Sie eine gültige E-Mail-Adresse an."],
    [429, "Zu viele Anmeldungen. Bitte versuchen Sie es in einer Minute erneut."],
    [503, "Der Newsletter ist gerade nicht verfügbar."],
  ])("shows the server's refusal with status %i in an alert and keeps the form", async (status, message) => {
    mockFetch({ "/api/blog": blogIndex(), "/api/newsletter": () => json(status, { error: message }) });
    const user = userEvent.setup({ delay: null });
    renderBlog();

    await user.type(await screen.findByRole("textbox", { name: "E-Mail-Adresse" }), "erika@beispiel.de");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Anmelden" })).toBeEnabled();
    expect(screen.queryByText(/Bitte bestätigen/)).not.toBeInTheDocument();
  });

  it.each([
    ["confirmed", "Danke! Ihre Anmeldung zum Newsletter ist bestätigt."],
    ["invalid", "Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an."],
  ])("tells the outcome of a confirmation link (%s)", async (outcome, text) => {
    mockFetch({ "/api/blog": blogIndex() });
    renderBlog(`/blog?newsletter=${outcome}`);
    expect(await screen.findByText(text)).toHaveAttribute("role", "status");
  });

  it("shows no notice for other values", async () => {
    mockFetch({ "/api/blog": blogIndex() });
    renderBlog("/blog?newsletter=etwas");
    await screen.findByTestId("featured-article");
    expect(screen.queryByText(/Newsletter ist bestätigt|Bestätigungslink/)).not.toBeInTheDocument();
  });

  it("speaks English in the English locale and says the articles are German", async () => {
    mockFetch({ "/api/blog": blogIndex() });
    renderBlog("/blog", "en");
    expect(await screen.findByRole("heading", { level: 1, name: "Advice Blog" })).toBeInTheDocument();
    expect(screen.getByText("Our articles are written in German.")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Editors' picks" })).toBeInTheDocument();
    expect(screen.getAllByText("20 January 2024")[0]).toBeInTheDocument();
  });

  it("offers a retry when the blog cannot be loaded", async () => {
    mockFetch({});
    renderBlog();
    expect(await screen.findByRole("alert")).toHaveTextContent("Der Blog konnte nicht geladen werden.");
    mockFetch({ "/api/blog": blogIndex() });
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Erneut versuchen" }));
    await waitFor(() => expect(screen.getByTestId("featured-article")).toBeInTheDocument());
  });
});
