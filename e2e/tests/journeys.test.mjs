// A visitor's journeys through the storefront, in a real browser against the
// real binary with demo data.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, phone, withPage } from "../lib/browser.mjs";
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

test("search from home and open a result", async () => {
  await withPage(browser, "home search", phone, async (page) => {
    await page.goto(server.baseURL + "/");
    await page.getByRole("heading", { name: "Popular Cities" }).waitFor();
    await page.getByPlaceholder("Search for businesses, services...").fill("Werkstatt");
    await page.getByPlaceholder("Location or postal code").fill("Berlin");
    await page.getByPlaceholder("Location or postal code").press("Enter");
    await page.getByRole("heading", { name: "Search Results" }).waitFor();
    assert.equal(await page.getByRole("heading", { name: "Popular Cities" }).count(), 0, "city grid hidden in search mode");
    const expected = await api("/api/businesses/search?query=Werkstatt&location=Berlin&limit=50");
    assert.ok(expected.total > 0, "demo data has workshops in Berlin");
    const first = expected.businesses[0];
    await page.getByRole("link", { name: first.name, exact: true }).first().click();
    await page.waitForURL(`**/${first.urlSlug}`);
    await page.getByRole("heading", { level: 1, name: first.name }).waitFor();
  });
});

test("browse a city and page through it", async () => {
  await withPage(browser, "city paging", desktop, async (page) => {
    const [city] = await api("/api/cities?limit=1");
    assert.ok(city.businessCount > 20, `the largest city has more than one page (${city.businessCount})`);
    const page2 = await api(`/api/cities/${encodeURIComponent(city.city)}/businesses?page=2&limit=20`);
    await page.goto(`${server.baseURL}/city/${encodeURIComponent(city.city)}`);
    await page.getByRole("heading", { level: 1, name: `Unternehmen in ${city.city}` }).waitFor();
    const pager = page.getByRole("navigation", { name: "Seitennavigation" });
    await pager.getByRole("button", { name: "Seite 2" }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole("link", { name: page2.businesses[0].name, exact: true }).waitFor();
    assert.equal(await pager.getByRole("button", { name: "Seite 2" }).getAttribute("aria-current"), "page");
    await pager.getByRole("button", { name: /Zurück/ }).click();
    await page.waitForURL((u) => !u.search.includes("page=2"));
  });
});

test("open a category, change the sort and the view", async () => {
  await withPage(browser, "category sort and view", desktop, async (page) => {
    await page.goto(server.baseURL + "/categories");
    await page.locator('a[href="/categories/handwerker"]').first().click();
    await page.waitForURL("**/categories/handwerker");
    const list = page.getByTestId("category-list");
    await list.waitFor();
    await page.getByRole("combobox", { name: "Sortieren nach" }).click();
    await page.getByRole("option", { name: "Name A-Z" }).click();
    await page.waitForURL(/sortBy=name/);
    const byName = await api("/api/categories/handwerker/businesses?page=1&limit=12&sortBy=name");
    await list.getByText(byName.businesses[0].name, { exact: true }).waitFor();
    assert.equal(await list.getAttribute("data-layout"), "grid");
    await page.getByRole("radio", { name: "Listenansicht" }).click();
    assert.equal(await list.getAttribute("data-layout"), "list");
  });
});

test("open a detail page by slug and by id", async () => {
  await withPage(browser, "detail by slug and id", phone, async (page) => {
    const [b] = await api("/api/businesses/popular?limit=1");
    await page.goto(`${server.baseURL}/${b.urlSlug}`);
    await page.getByRole("heading", { level: 1, name: b.name }).waitFor();
    await page.getByRole("heading", { name: "Rating Distribution" }).waitFor();
    await page.getByRole("link", { name: `${b.phone} anrufen` }).first().waitFor();
    await page.goto(`${server.baseURL}/business/${b.id}`);
    await page.getByRole("heading", { level: 1, name: b.name }).waitFor();
    await page.getByRole("link", { name: "Back to Search" }).waitFor();
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
