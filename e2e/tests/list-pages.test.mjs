// The list pages the server renders completely (docs/hydration.md, step 3):
// city, city × category, category, the categories overview and the start
// page, in both locales. Each is all there without JavaScript (filters and pager are a
// form and links), in the storefront's look, loads no script but the
// islands', and its islands work with no error on the console.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, islandsOnly, launchBrowser, phone, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

let server;
let browser;
let city;
before(async () => {
  server = await startServer({ demoCount: 3000 });
  browser = await launchBrowser();
  [city] = await api("/api/cities?limit=1");
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const api = async (path) => (await fetch(server.baseURL + path)).json();
const cityPath = () => `/city/${encodeURIComponent(city.city)}`;

/** kinds are the converted list pages: path, heading (once the server runs). */
const kinds = () => [
  [cityPath(), `Unternehmen in ${city.city}`],
  [`/en${cityPath()}`, `Businesses in ${city.city}`],
  [`${cityPath()}/handwerker`, `Handwerker in ${city.city}`],
  [`/en${cityPath()}/handwerker`, `Tradespeople in ${city.city}`],
  ["/categories/handwerker", "Handwerker"],
  ["/en/categories/handwerker", "Tradespeople"], // the taxonomy's name in the visitor's language
  ["/categories", "Branchen & Kategorien"],
  ["/en/categories", "Industries & Categories"],
  ["/", /^[\d.]+ Unternehmen in ganz Deutschland$/],
  ["/en", /^[\d,]+ businesses all over Germany$/],
];

/** watch collects the page's console errors and the scripts it loads. */
function watch(page) {
  const seen = { errors: [], scripts: [] };
  page.on("console", (m) => m.type() === "error" && seen.errors.push(m.text()));
  page.on("pageerror", (e) => seen.errors.push(String(e)));
  page.on("request", (r) => r.resourceType() === "script" && seen.scripts.push(new URL(r.url()).pathname));
  return seen;
}

test("without JavaScript each list page is all there: cards, filters as a form, pager as links", async () => {
  await withPage(browser, "list pages without js", { ...phone, javaScriptEnabled: false }, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    for (const [path, heading] of kinds()) {
      await page.goto(server.baseURL + path);
      const h1 = await page.getByRole("heading", { level: 1 }).textContent();
      if (heading instanceof RegExp) assert.match(h1, heading, path);
      else assert.equal(h1, heading, path);
      assert.equal(await page.locator("#root").count(), 0, `${path}: no app root`);
    }
    // The start page's search form is a plain GET form to the search page.
    await page.goto(server.baseURL + "/");
    await page.getByLabel("Was suchen Sie?").fill("Friseur");
    await page.getByLabel("Wo?").fill("Berlin");
    await page.getByRole("button", { name: "Suchen" }).click();
    await page.waitForURL(/\/businesses\?q=Friseur&city=Berlin$/);
    // The city page: page 2 through its link, then a filter through the form, all without a script.
    const page2 = await api(`/api/cities/${encodeURIComponent(city.city)}/businesses?page=2&limit=20`);
    await page.goto(server.baseURL + cityPath());
    assert.equal(await page.locator("main ul.grid > li").count(), 20);
    await page.getByRole("navigation", { name: "Seitennavigation" }).getByRole("link", { name: "Seite 2" }).click();
    await page.waitForURL(/\?page=2$/);
    await page.getByRole("link", { name: page2.businesses[0].name, exact: true }).waitFor();
    assert.match(await page.title(), /– Seite 2 –/);
    const website = await api(`/api/cities/${encodeURIComponent(city.city)}/businesses?page=1&limit=20&website=1`);
    await page.getByRole("button", { name: "Mit Website" }).click();
    await page.waitForURL(/toggle=website/);
    assert.equal(await page.getByRole("button", { name: "Mit Website" }).getAttribute("aria-pressed"), "true");
    await page.getByTestId("city-count").getByText(`${website.total.toLocaleString("de-DE")} Unternehmen`).waitFor();
    await page.getByRole("link", { name: "Filter zurücksetzen" }).click();
    await page.getByTestId("city-count").getByText(`${city.businessCount.toLocaleString("de-DE")} Unternehmen`).waitFor();
  });
});

test("each list page looks like the storefront and loads only the islands' script, without console errors", async () => {
  for (const [name, options] of [
    ["desktop", desktop],
    ["phone", phone],
  ]) {
    await withPage(browser, `list pages look ${name}`, options, async (page, context) => {
      await context.addCookies([consentCookie(server.baseURL)]);
      const seen = watch(page);
      for (const [path, heading] of kinds()) {
        seen.scripts.length = 0;
        await page.goto(server.baseURL + path, { waitUntil: "networkidle" });
        const h1 = page.getByRole("heading", { level: 1, name: heading });
        const style = await h1.evaluate((el) => ({ size: getComputedStyle(el).fontSize, weight: getComputedStyle(el).fontWeight }));
        assert.ok(style.weight === "700" && ["30px", "36px", "48px"].includes(style.size), `${path}: heading style ${JSON.stringify(style)}`);
        // A card: white, rounded, bordered; its rating's filled stars amber.
        const card = page.locator("main ul.grid > li > div").first();
        const look = await card.evaluate((el) => {
          const s = getComputedStyle(el);
          return { bg: s.backgroundColor, radius: s.borderTopLeftRadius, border: s.borderTopWidth };
        });
        assert.deepEqual(look, { bg: "rgb(255, 255, 255)", radius: "12px", border: "1px" }, `${path}: card look`);
        assert.equal(islandsOnly(seen.scripts), "", `${path}: scripts loaded`);
        // No horizontal scrolling on a phone.
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path}: wider than the screen`);
      }
      assert.deepEqual(seen.errors, []);
    });
  }
});

test("on a phone the breadcrumbs are one line that never moves, the page itself last and no link", async () => {
  await withPage(browser, "breadcrumbs on a phone", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const [b] = (await api(`/api/cities/${encodeURIComponent(city.city)}/businesses?page=1&limit=1`)).businesses;
    for (const path of [`/${b.urlSlug}`, cityPath(), "/en/categories/handwerker", "/cities"]) {
      await page.goto(server.baseURL + path, { waitUntil: "networkidle" });
      const items = page.getByRole("navigation", { name: /^(Brotkrümelnavigation|Breadcrumb)$/ }).getByRole("listitem");
      const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
      assert.ok(boxes.length >= 2 && boxes.every((top) => top === boxes[0]), `${path}: one line (${boxes})`);
      assert.equal(await items.last().locator('[aria-current="page"]').count(), 1, `${path}: the page itself`);
      assert.equal(await items.last().getByRole("link").count(), 0, `${path}: the page itself is no link`);
      // The layout shifts since the page began (islands and fonts included) that moved the trail.
      const shifted = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const nav = document.querySelector(`main nav[aria-label="Brotkrümelnavigation"], main nav[aria-label="Breadcrumb"]`);
            const moved = [];
            const observer = new PerformanceObserver((list) =>
              list.getEntries().forEach((e) => e.sources.some((s) => s.node && nav.contains(s.node)) && moved.push(e.value)),
            );
            observer.observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(moved), 300);
          }),
      );
      assert.deepEqual(shifted, [], `${path}: the trail moved`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path}: wider than the screen`);
    }
  });
});

test("the city page's filters open the list at once with a clean URL, back returns the whole list", async () => {
  await withPage(browser, "city filters", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    const rated = await api(`/api/cities/${encodeURIComponent(city.city)}/businesses?page=1&limit=20&minRating=4.5`);
    await page.goto(server.baseURL + cityPath() + "?page=2");
    await page.getByRole("combobox").selectOption("4.5");
    await page.waitForURL(/\?minRating=4\.5$/);
    await page.getByTestId("city-count").getByText(`${rated.total.toLocaleString("de-DE")} Unternehmen`).waitFor();
    await page.getByRole("button", { name: "Mit Fotos" }).click();
    await page.waitForURL(/\?minRating=4\.5&photos=1$/);
    assert.equal(await page.getByRole("button", { name: "Mit Fotos" }).getAttribute("aria-pressed"), "true");
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\?page=2$/);
    assert.equal(await page.getByRole("link", { name: "Seite 2" }).getAttribute("aria-current"), "page");
    assert.deepEqual(seen.errors, []);
  });
});

test("a city without businesses is its empty card, and a page past the end the not-found page, both 404", async () => {
  await withPage(browser, "city not found", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    let res = await page.goto(server.baseURL + "/city/Atlantis");
    assert.equal(res.status(), 404);
    await page.getByText("Keine Unternehmen in Atlantis gefunden").waitFor();
    await page.getByRole("main").getByRole("link", { name: "Zurück zur Startseite" }).click();
    await page.waitForURL(server.baseURL + "/");
    res = await page.goto(server.baseURL + cityPath() + "?page=9999");
    assert.equal(res.status(), 404);
    await page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" }).waitFor();
    assert.deepEqual(
      seen.errors.filter((e) => !e.includes("404")),
      [],
    );
  });
});

test("the category page's sort keeps the page, its switch lays the list out as rows, and an alias opens its category", async () => {
  await withPage(browser, "category sort and view", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    const byName = await api("/api/categories/handwerker/businesses?page=2&limit=12&sortBy=name");
    await page.goto(server.baseURL + "/categories/handwerker?page=2");
    await page.getByLabel("Sortieren nach").selectOption("name");
    await page.waitForURL(/\?sortBy=name&page=2$/);
    await page.getByRole("heading", { level: 3, name: byName.businesses[0].name, exact: true }).waitFor();
    // A filter returns to page 1 and keeps the order.
    await page.getByRole("button", { name: "Mit Website" }).click();
    await page.waitForURL(/\?sortBy=name&website=1$/);

    const list = page.getByTestId("category-list");
    const columns = () => list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    assert.equal(await columns(), 3);
    await page.getByRole("radio", { name: "Listenansicht" }).click();
    assert.equal(await list.getAttribute("data-layout"), "list");
    assert.equal(await columns(), 1);
    assert.equal(await page.getByTestId("category-business").first().evaluate((el) => getComputedStyle(el).flexDirection), "row");
    await page.keyboard.press("ArrowLeft");
    assert.equal(await page.getByRole("radio", { name: "Rasteransicht" }).getAttribute("aria-checked"), "true");
    assert.ok(await page.getByRole("radio", { name: "Rasteransicht" }).evaluate((el) => el === document.activeElement));
    assert.equal(await columns(), 3);

    await page.goto(server.baseURL + "/categories/hair-salon");
    await page.getByRole("heading", { level: 1, name: "Friseure & Kosmetik" }).waitFor();
    assert.deepEqual(seen.errors, []);
  });
});

test("an unknown category is its not-found card, answered 404", async () => {
  await withPage(browser, "unknown category", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const res = await page.goto(server.baseURL + "/en/categories/gibt-es-nicht");
    assert.equal(res.status(), 404);
    await page.getByRole("heading", { level: 1, name: "Category not found" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Back to all categories" }).click();
    await page.waitForURL("**/en/categories");
  });
});
