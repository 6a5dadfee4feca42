// A visitor's journeys through the storefront, in a real browser against the
// real binary with demo data.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, launchBrowser, phone, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const api = async (path) => (await fetch(server.baseURL + path)).json();

// A choice in the first-visit cookie banner, made up front so the banner covers nothing.
const consent = (preferences = false) => consentCookie(server.baseURL, { preferences });

test("search from home and open a result", async () => {
  await withPage(browser, "home search", phone, async (page, context) => {
    await context.addCookies([consent()]);
    await page.goto(server.baseURL + "/");
    await page.getByRole("heading", { name: "Beliebte Städte" }).waitFor();
    await page.getByPlaceholder("Unternehmen, Dienstleistungen suchen …").fill("Werkstatt");
    await page.getByPlaceholder("Ort oder Postleitzahl").fill("Berlin");
    await page.getByPlaceholder("Ort oder Postleitzahl").press("Enter");
    // The start page's form is a plain GET form: the search page shows the results.
    await page.waitForURL(/\/businesses\?q=Werkstatt&city=Berlin$/);
    const expected = await api("/api/businesses/search?query=Werkstatt&location=Berlin&limit=50");
    assert.ok(expected.total > 0, "demo data has workshops in Berlin");
    const first = expected.businesses[0];
    await page.locator(`main a[href="/${first.urlSlug}"]`).first().click();
    await page.waitForURL(`**/${first.urlSlug}`);
    await page.getByRole("heading", { level: 1, name: first.name }).waitFor();
  });
});

test("browse a city and page through it", async () => {
  await withPage(browser, "city paging", desktop, async (page, context) => {
    await context.addCookies([consent()]);
    const [city] = await api("/api/cities?limit=1");
    assert.ok(city.businessCount > 20, `the largest city has more than one page (${city.businessCount})`);
    const page2 = await api(`/api/cities/${encodeURIComponent(city.city)}/businesses?page=2&limit=20`);
    await page.goto(`${server.baseURL}/city/${encodeURIComponent(city.city)}`);
    await page.getByRole("heading", { level: 1, name: `Unternehmen in ${city.city}` }).waitFor();
    const pager = page.getByRole("navigation", { name: "Seitennavigation" });
    await pager.getByRole("link", { name: "Seite 2" }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole("link", { name: page2.businesses[0].name, exact: true }).waitFor();
    assert.equal(await pager.getByRole("link", { name: "Seite 2" }).getAttribute("aria-current"), "page");
    await pager.getByRole("link", { name: /Zurück/ }).click();
    await page.waitForURL((u) => !u.search.includes("page=2"));
  });
});

test("filter /businesses by category and city with the native selects", async () => {
  await withPage(browser, "businesses filters", phone, async (page, context) => {
    await context.addCookies([consent()]);
    const [city] = await api("/api/cities?limit=1");
    const expected = await api(
      `/api/businesses/search?location=${encodeURIComponent(city.city)}&category=handwerker&limit=24&offset=0`,
    );
    assert.ok(expected.total > 0, `demo data has tradespeople in ${city.city}`);
    await page.goto(server.baseURL + "/businesses?page=2");
    await page.getByRole("heading", { name: "Suchergebnisse" }).waitFor();
    const category = page.getByRole("combobox", { name: "Kategorie" });
    const cityField = page.getByRole("combobox", { name: "Stadt" });
    assert.equal(await category.evaluate((el) => el.tagName), "SELECT");
    assert.equal(await category.inputValue(), ""); // "Alle Kategorien": the GET form leaves the parameter out
    assert.equal(await cityField.inputValue(), "");

    // A filter change returns to page 1: the URL drops page=2.
    await category.selectOption({ label: "Handwerker" });
    await page.waitForURL((u) => u.searchParams.get("category") === "handwerker" && !u.searchParams.has("page"));
    await cityField.selectOption({ label: city.city });
    await page.waitForURL((u) => u.searchParams.get("city") === city.city && u.searchParams.get("category") === "handwerker");
    await page.getByRole("heading", { level: 3, name: expected.businesses[0].name, exact: true }).first().waitFor();
    await page.getByText(`${expected.total.toLocaleString("de-DE")} Unternehmen gefunden`).waitFor();
    assert.equal(await cityField.inputValue(), city.city);

    // "Alle Städte" removes the city filter again and keeps the category.
    await cityField.selectOption({ label: "Alle Städte" });
    await page.waitForURL((u) => !u.searchParams.has("city") && u.searchParams.get("category") === "handwerker");
  });
});

test("open a category, change the sort and the view", async () => {
  await withPage(browser, "category sort and view", desktop, async (page, context) => {
    await context.addCookies([consent()]);
    await page.goto(server.baseURL + "/categories");
    await page.locator('a[href="/categories/handwerker"]').first().click();
    await page.waitForURL("**/categories/handwerker");
    const list = page.getByTestId("category-list");
    await list.waitFor();
    // The sort order is a native select: the system picker on a phone.
    const sort = page.getByRole("combobox", { name: "Sortieren nach" });
    assert.equal(await sort.evaluate((el) => el.tagName), "SELECT");
    assert.equal(await sort.inputValue(), "rating");
    await sort.selectOption({ label: "Name A-Z" });
    await page.waitForURL(/sortBy=name/);
    const byName = await api("/api/categories/handwerker/businesses?page=1&limit=12&sortBy=name");
    await list.getByText(byName.businesses[0].name, { exact: true }).waitFor();
    assert.equal(await list.getAttribute("data-layout"), "grid");
    await page.getByRole("radio", { name: "Listenansicht" }).click();
    assert.equal(await list.getAttribute("data-layout"), "list");
  });
});

test("open a detail page by slug and by id", async () => {
  await withPage(browser, "detail by slug and id", phone, async (page, context) => {
    await context.addCookies([consent()]);
    const [b] = await api("/api/businesses/popular?limit=1");
    await page.goto(`${server.baseURL}/${b.urlSlug}`);
    await page.getByRole("heading", { level: 1, name: b.name }).waitFor();
    await page.getByRole("heading", { name: "Bewertungsverteilung" }).waitFor();
    await page.getByRole("link", { name: `${b.phone} anrufen` }).first().waitFor();
    await page.goto(`${server.baseURL}/business/${b.id}`);
    await page.getByRole("heading", { level: 1, name: b.name }).waitFor();
    await page.getByRole("link", { name: "Zurück zur Suche" }).waitFor();
  });
});

test("an unknown business shows the not-found card and goes home", async () => {
  await withPage(browser, "unknown business", desktop, async (page) => {
    const res = await page.goto(`${server.baseURL}/berlin/gibt-es-nicht-12345`);
    assert.equal(res.status(), 404);
    await page.getByRole("heading", { name: "Unternehmen nicht gefunden" }).waitFor();
    await page.getByText("Das gesuchte Unternehmen konnte nicht gefunden werden.").waitFor();
    await page.waitForURL(server.baseURL + "/", { timeout: 5000 });
  });
});

test("a crawler without JavaScript gets the title and main content", async () => {
  await withPage(browser, "no javascript", { ...desktop, javaScriptEnabled: false }, async (page) => {
    const [b] = await api("/api/businesses/popular?limit=1");
    await page.goto(`${server.baseURL}/${b.urlSlug}`);
    assert.match(await page.title(), new RegExp(b.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await page.getByRole("heading", { level: 1, name: b.name }).waitFor();
    const ld = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent());
    const types = [ld].flat().flatMap((x) => (x["@graph"] ? x["@graph"] : [x])).map((x) => x["@type"]);
    assert.ok(types.includes("LocalBusiness"), `JSON-LD types ${types}`);
  });
});

test("switch to English in the footer, browse under /en and switch back", async () => {
  await withPage(browser, "language switch", desktop, async (page, context) => {
    await context.addCookies([consent(true)]);
    await page.goto(server.baseURL + "/businesses?q=Werkstatt");
    assert.equal(await page.locator("html").getAttribute("lang"), "de");
    const footer = page.getByRole("contentinfo");
    const english = footer.getByRole("link", { name: "English" });
    assert.equal(await english.getAttribute("hreflang"), "en");
    await english.click();

    await page.waitForURL(server.baseURL + "/en/businesses?q=Werkstatt");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.waitFor();
    assert.equal(await nav.getByRole("link", { name: "Businesses" }).getAttribute("aria-current"), "page");
    await page.getByRole("heading", { name: "Search Results" }).waitFor();
    assert.equal(await page.getByLabel("Search term").inputValue(), "Werkstatt", "the query survives the switch");
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    const remembered = (await context.cookies()).find((c) => c.name === "bb_locale");
    assert.equal(remembered?.value, "en", "with preferences consent the choice is remembered");
    assert.equal(remembered?.sameSite, "Lax");
    await page.goto(server.baseURL + "/");
    await page.waitForURL(server.baseURL + "/en", { timeout: 5000 }); // the remembered choice opens the English start page
    await page.getByRole("heading", { name: "Popular Cities" }).waitFor();

    await nav.getByRole("link", { name: "Categories" }).click();
    await page.waitForURL(server.baseURL + "/en/categories");
    await page.getByRole("heading", { level: 1, name: "Industries & Categories" }).waitFor();
    await page.locator('a[href="/en/categories/handwerker"]').first().click();
    await page.waitForURL(server.baseURL + "/en/categories/handwerker");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Categories" }).waitFor();

    await footer.getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL(server.baseURL + "/categories/handwerker");
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Kategorien" }).waitFor();
    assert.equal(await page.locator("html").getAttribute("lang"), "de");
    assert.equal((await context.cookies()).find((c) => c.name === "bb_locale")?.value, "de");
    await page.goto(server.baseURL + "/");
    await page.getByRole("heading", { name: "Beliebte Städte" }).waitFor();
    assert.equal(new URL(page.url()).pathname, "/");
  });
});

test("without preferences consent the language switch stores no cookie", async () => {
  await withPage(browser, "language switch without consent", desktop, async (page, context) => {
    await context.addCookies([consent(false)]);
    await page.goto(server.baseURL + "/help");
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await page.waitForURL(server.baseURL + "/en/help");
    await page.getByRole("navigation", { name: "Main navigation" }).waitFor();
    assert.equal((await context.cookies()).find((c) => c.name === "bb_locale"), undefined);
  });
});
