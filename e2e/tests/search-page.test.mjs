// The search page /businesses, rendered completely by the server
// (internal/pages/search.go, templates/search.html, docs/hydration.md step 3).
// Without JavaScript it is a GET form and links that load the server's pages;
// with it, the islands (app/islands/swap.ts, search.ts) search while the
// visitor types, filter and page without a reload, keep the URL and the
// history, and load the map only when it is turned on. Its only scripts are
// the islands'; no React on first load, no console error, both locales.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, launchBrowser, phone, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

let server;
let browser;
let city;
before(async () => {
  server = await startServer({ demoCount: 1500, settings: { map_tile_url: "https://tiles.example/{z}/{x}/{y}.png" } });
  browser = await launchBrowser();
  [city] = await (await fetch(`${server.baseURL}/api/cities?limit=1`)).json();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** watch collects the page's console errors, the scripts it loads and the documents it fetches. */
function watch(page) {
  const seen = { errors: [], scripts: [], pages: [] };
  page.on("console", (m) => m.type() === "error" && seen.errors.push(m.text()));
  page.on("pageerror", (e) => seen.errors.push(String(e)));
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === "script") seen.scripts.push(url.pathname.replace(/-[\w-]{8}\.js$/, ".js"));
    if (url.pathname.endsWith("/businesses")) seen.pages.push(url.pathname + url.search);
  });
  return seen;
}

const count = (page) => page.locator("#search-count").textContent();
const api = async (p) => (await fetch(server.baseURL + p)).json();

test("without JavaScript the page shows the URL's search, and its form, filters and pager are links and a GET form", async () => {
  await withPage(browser, "search without js", { ...phone, javaScriptEnabled: false }, async (page) => {
    const answer = await api("/api/businesses/search?limit=24&offset=0");
    await page.goto(server.baseURL + "/businesses");
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Unternehmen finden");
    assert.equal(await count(page), `${answer.total.toLocaleString("de-DE")} Unternehmen gefunden`);
    assert.equal(await page.getByTestId("business-result").count(), 24);
    assert.equal(await page.locator("#root").count(), 0, "no app root");

    // The pager's links load the next page.
    // Followed by keyboard: a click far down the long page can land where a card was before the
    // off-screen cards (content-visibility) took their real height while scrolling there.
    await page.getByRole("navigation", { name: "Seitennavigation" }).getByText("Weiter").press("Enter");
    await page.waitForURL("**/businesses?page=2", { waitUntil: "domcontentloaded" }); // the DOM is what is checked; "load" also waits for the photos
    assert.equal(await page.getByRole("link", { name: "Seite 2" }).getAttribute("aria-current"), "page");

    // The form: a city and a search term, sent with Enter.
    await page.getByLabel("Stadt").selectOption(city.city);
    await page.getByRole("searchbox", { name: "Suchbegriff" }).fill("a");
    await page.getByRole("searchbox", { name: "Suchbegriff" }).press("Enter");
    await page.waitForURL((u) => u.searchParams.get("q") === "a" && u.searchParams.get("city") === city.city && !u.searchParams.has("page"));
    assert.equal(await page.getByLabel("Umkreis").isDisabled(), false, "a place offers the radius");

    // A filter is a link with the filter switched; the form carries it on.
    await page.getByRole("button", { name: "Mit Website" }).click();
    await page.waitForURL((u) => u.searchParams.get("website") === "1");
    assert.equal(await page.getByRole("button", { name: "Mit Website" }).getAttribute("aria-pressed"), "true");
    await page.getByRole("searchbox", { name: "Suchbegriff" }).fill("zzyzxqwv");
    await page.getByRole("searchbox", { name: "Suchbegriff" }).press("Enter");
    await page.waitForURL((u) => u.searchParams.get("q") === "zzyzxqwv" && u.searchParams.get("website") === "1");
    await page.getByText("Keine Unternehmen gefunden").waitFor();
    await page.getByRole("link", { name: "Filter zurücksetzen" }).last().click();
    await page.waitForURL(server.baseURL + "/businesses");

    // Hostile values are the defaults, not an error.
    const res = await page.goto(server.baseURL + "/businesses?page=99999999999999999999&radius=%00&minRating=7&open=yes&q=%FF&unknown=1");
    assert.equal(res.status(), 200);
    assert.equal(await count(page), `${answer.total.toLocaleString("de-DE")} Unternehmen gefunden`);
  });
});

test("the page looks like the storefront and loads only the islands' scripts, without console errors", async () => {
  for (const [name, options] of [["desktop", desktop], ["phone", phone]]) {
    await withPage(browser, `search look ${name}`, options, async (page, context) => {
      await context.addCookies([consentCookie(server.baseURL)]);
      const seen = watch(page);
      await page.goto(server.baseURL + `/businesses?city=${encodeURIComponent(city.city)}`, { waitUntil: "networkidle" });
      const h1 = page.getByRole("heading", { level: 1, name: "Unternehmen finden" });
      const style = await h1.evaluate((el) => ({ size: getComputedStyle(el).fontSize, colour: getComputedStyle(el).color }));
      assert.ok(["30px", "36px"].includes(style.size) && style.colour === "rgb(255, 255, 255)", JSON.stringify(style));
      const list = page.locator("#search-list ul");
      const columns = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      assert.equal(columns, name === "desktop" ? 3 : 1, "the grid's columns");
      // The islands' entry and the search island (with the small chunks they share), no React.
      assert.ok(seen.scripts.includes("/assets/islands.js") && seen.scripts.includes("/assets/search-island.js"), String(seen.scripts));
      assert.deepEqual(
        seen.scripts.filter((s) => /\/(index|client|react|locale|results-map-island|leaflet-map)\.js$/.test(s)),
        [],
        `no app or React chunk: ${seen.scripts}`,
      );
      assert.deepEqual(seen.errors, []);
    });
  }
});

test("typing searches once after a pause, filters and pages swap the results without a reload, and back restores them", async () => {
  await withPage(browser, "search islands", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + "/businesses", { waitUntil: "networkidle" });
    await page.evaluate(() => (window.__sameDocument = true));
    const before = await count(page);
    const entries = await page.evaluate(() => history.length);
    seen.pages.length = 0;

    const box = page.getByRole("searchbox", { name: "Suchbegriff" });
    await box.pressSequentially("werk", { delay: 40 });
    await page.waitForURL("**/businesses?q=werk");
    await page.waitForFunction((b) => document.querySelector("#search-count").textContent !== b, before);
    assert.deepEqual(seen.pages, ["/businesses?q=werk"], "one request 300 ms after fast typing");
    assert.equal(await page.evaluate(() => history.length), entries, "typing replaces the history entry");
    assert.ok(await box.evaluate((el) => el === document.activeElement), "the box keeps the focus");

    await box.fill("");
    await page.waitForURL(server.baseURL + "/businesses");
    await page.getByRole("button", { name: "Mit Website" }).click();
    await page.waitForURL("**/businesses?website=1");
    assert.equal(await page.getByRole("button", { name: "Mit Website" }).getAttribute("aria-pressed"), "true");
    const filtered = await count(page);
    await page.getByRole("navigation", { name: "Seitennavigation" }).getByText("Weiter").click();
    await page.waitForURL("**/businesses?website=1&page=2");
    await page.getByRole("link", { name: "Seite 2" }).and(page.locator('[aria-current="page"]')).waitFor();

    // A select searches at once, from page 1; the radius needs the place.
    await page.getByLabel("Stadt").selectOption(city.city);
    await page.waitForURL((u) => u.searchParams.get("city") === city.city && !u.searchParams.has("page"));
    assert.equal(await page.getByLabel("Umkreis").isDisabled(), false);
    await page.getByLabel("Sortierung").waitFor();

    // Back and forward swap the regions of each URL in again.
    await page.goBack();
    await page.waitForURL("**/businesses?website=1&page=2");
    await page.getByRole("link", { name: "Seite 2" }).and(page.locator('[aria-current="page"]')).waitFor();
    assert.equal(await page.getByLabel("Stadt").inputValue(), "", "the form follows the URL");
    assert.equal(await page.getByLabel("Umkreis").isDisabled(), true);
    await page.goBack();
    await page.waitForURL("**/businesses?website=1");
    await page.waitForFunction((b) => document.querySelector("#search-count").textContent === b, filtered);
    await page.goForward();
    await page.waitForURL("**/businesses?website=1&page=2");
    await page.getByRole("link", { name: "Seite 2" }).and(page.locator('[aria-current="page"]')).waitFor();
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "no reload");
    assert.equal(await page.getByRole("link", { name: "English" }).getAttribute("href"), "/en/businesses?website=1&page=2");

    // Grid and list.
    await page.getByRole("radio", { name: "Listenansicht" }).click();
    assert.equal(await page.locator("#search-results").getAttribute("data-view"), "list");
    const direction = await page.getByTestId("business-result").first().evaluate((el) => getComputedStyle(el).flexDirection);
    assert.equal(direction, "row");
    await page.keyboard.press("ArrowLeft");
    assert.equal(await page.getByRole("radio", { name: "Rasteransicht" }).getAttribute("aria-checked"), "true");
    assert.deepEqual(seen.errors, []);
  });
});

test("the map loads only when turned on, then shows the results behind its placeholder", async () => {
  await withPage(browser, "search map", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + `/businesses?city=${encodeURIComponent(city.city)}`, { waitUntil: "networkidle" });
    assert.equal(seen.scripts.some((s) => s.includes("map")), false, "no map code on first load");
    const toggle = page.getByRole("button", { name: "Karte", exact: true });
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-pressed"), "true");
    await page.getByTestId("map-placeholder").waitFor();
    assert.ok(seen.scripts.some((s) => s.includes("results-map-island")), "the map's chunk after the switch");
    await toggle.click();
    await page.getByTestId("map-placeholder").waitFor({ state: "detached" });
    assert.deepEqual(seen.errors, []);
  });
});

test("English on a phone", async () => {
  await withPage(browser, "search english", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + "/en/businesses?minRating=4", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Find businesses" }).waitFor();
    assert.match(await count(page), /businesses found$/);
    assert.equal(await page.locator('select[name="minRating"]').inputValue(), "4");
    await page.getByRole("button", { name: "Open now" }).click();
    await page.waitForURL("**/en/businesses?open=1&minRating=4");
    assert.ok((await page.getByRole("link", { name: /^View/ }).first().getAttribute("href")).startsWith("/en/"));
    assert.deepEqual(seen.errors, []);
  });
});
