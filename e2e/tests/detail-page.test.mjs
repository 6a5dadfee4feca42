// The business detail page, rendered by the server (docs/hydration.md):
// all there without JavaScript, in the storefront's look, loading only the
// islands' script and the detail page's islands chunk (no React), with its
// islands working: share, back link, ad areas with consent, the map behind
// its placeholder, and the not-found card's way home. Both locales, a phone
// and a desktop, and no console error.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, launchBrowser, phone, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

// A 1×1 grey PNG, every tile of the map.
const tile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==",
  "base64",
);
const tileBase = "http://tiles.e2e.invalid";

let server;
let browser;
let b; // a listed business with coordinates and neighbours
before(async () => {
  server = await startServer({
    demoCount: 300,
    settings: {
      ad_area_1: `<div class="e2e-ad">Anzeige eins</div><script>window.__ad1Ran = (window.__ad1Ran || 0) + 1</script>`,
      ad_area_3: `<div class="e2e-ad">Anzeige drei</div>`,
      map_tile_url: `${tileBase}/{z}/{x}/{y}.png`,
    },
  });
  browser = await launchBrowser();
  const popular = await (await fetch(`${server.baseURL}/api/businesses/popular?limit=20`)).json();
  for (const p of popular) {
    const { businesses } = await (await fetch(`${server.baseURL}/api/businesses/${p.id}/nearby`)).json();
    if (typeof p.latitude === "number" && businesses.length > 0 && p.workingHours !== undefined) {
      b = { ...p, nearby: businesses };
      break;
    }
  }
  b ??= { ...popular[0], nearby: [] };
  b.full = await (await fetch(`${server.baseURL}/api/businesses/${b.id}`)).json();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** watch collects the page's console errors and the scripts it loads. */
function watch(page) {
  const seen = { errors: [], scripts: [] };
  page.on("console", (m) => m.type() === "error" && seen.errors.push(m.text()));
  page.on("pageerror", (e) => seen.errors.push(String(e)));
  page.on(
    "request",
    (r) => r.resourceType() === "script" && seen.scripts.push(new URL(r.url()).pathname.replace(/-[\w-]{8}\.js$/, ".js")),
  );
  return seen;
}

/** tiles answers the map's tile server with a grey tile and counts the requests. */
async function tiles(context) {
  const hits = { n: 0 };
  await context.route(`${tileBase}/**`, (route) => {
    // Only a tile the template's placeholders were filled into counts.
    if (/^\/\d+\/\d+\/\d+\.png$/.test(new URL(route.request().url()).pathname)) hits.n++;
    return route.fulfill({ status: 200, contentType: "image/png", body: tile });
  });
  return hits;
}

test("without JavaScript the page is all there, in both locales, with the first visitor's banner", async () => {
  await withPage(browser, "detail without js", { ...phone, javaScriptEnabled: false }, async (page) => {
    for (const [prefix, texts] of [
      ["", ["Öffnungszeiten", "Über das Unternehmen", "Bewertungsverteilung", "Kontakt", "Karte"]],
      ["/en", ["Opening Hours", "About the Business", "Rating Distribution", "Contact", "Map"]],
    ]) {
      const res = await page.goto(`${server.baseURL}${prefix}/${b.urlSlug}`);
      assert.equal(res.status(), 200);
      assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), b.name);
      const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
      for (const t of texts) assert.ok(headings.includes(t), `${prefix}: ${t} in ${headings}`);
      assert.ok(
        await page
          .getByRole("main")
          .getByRole("link", { name: prefix ? "Back to Search" : "Zurück zur Suche" })
          .isVisible(),
      );
      if (b.nearby.length) {
        const nearby = page.getByRole("region", {
          name: prefix ? "Nearby" : "In der Nähe",
        });
        assert.equal(await nearby.getByRole("link", { name: b.nearby[0].name, exact: true }).count(), 1, "the nearby businesses");
      }
      assert.ok(
        await page
          .getByRole("region", {
            name: /^Cookies (und Datenschutz|and privacy)$/,
          })
          .isVisible(),
        "the banner",
      );
      assert.equal(await page.locator("#root").count(), 0, "no app root");
      assert.equal(await page.locator("[data-ad-area]").count(), 0, "no ad area without consent");
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= 360, `the page fits the phone (${wide} px)`);
    }
  });
});

test("it looks like the storefront, loads only the islands (no React), and the open status is the server's", async () => {
  await withPage(browser, "detail look", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    for (const prefix of ["", "/en"]) {
      seen.scripts.length = 0;
      await page.goto(`${server.baseURL}${prefix}/${b.urlSlug}`, {
        waitUntil: "networkidle",
      });
      const h1 = page.getByRole("heading", { level: 1, name: b.name });
      assert.match(await h1.getAttribute("class"), /text-2xl font-bold .*sm:text-3xl/);
      const style = await h1.evaluate((el) => ({
        size: getComputedStyle(el).fontSize,
        weight: getComputedStyle(el).fontWeight,
      }));
      assert.deepEqual(style, { size: "30px", weight: "700" });
      const card = await page.locator("[aria-labelledby=contact-title]").evaluate((el) => getComputedStyle(el).borderRadius);
      assert.equal(card, "12px", "cards are rounded-xl");
      // The islands and the detail page's chunk; not the app's entry, React or the map itself (only after a click).
      const scripts = [...new Set(seen.scripts)].sort();
      assert.ok(scripts.includes("/assets/islands.js") && scripts.includes("/assets/detail.js"), `scripts: ${scripts}`);
      assert.deepEqual(
        scripts.filter((x) => /^\/assets\/(index|react|leaflet-map|detail-leaflet)/.test(x)),
        [],
        `no app, React or Leaflet: ${scripts}`,
      );
      assert.equal(await page.locator("#root").count(), 0);
      if (typeof b.full.openNow === "boolean") {
        const pill = page.locator("[data-open]").first();
        assert.equal(await pill.getAttribute("data-open"), String(b.full.openNow), "the server's open status");
      }
    }
    assert.deepEqual(seen.errors, []);
  });
});

test("share copies the address and confirms it briefly", async () => {
  await withPage(browser, "detail share", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: server.baseURL,
    });
    const seen = watch(page);
    await page.goto(`${server.baseURL}/${b.urlSlug}`);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Teilen" }).click();
    await page.getByRole("status").filter({ hasText: "Link kopiert" }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
    await page.getByRole("status").filter({ hasText: "Link kopiert" }).waitFor({ state: "detached", timeout: 4000 });
    assert.deepEqual(seen.errors, []);
  });
});

test("the back link returns to the page the visitor came from, and a client navigation in loads the server's page", async () => {
  await withPage(browser, "detail back link", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    // Opened directly: the link leads to /businesses.
    await page.goto(`${server.baseURL}/${b.urlSlug}`);
    await page.getByRole("link", { name: "Zurück zur Suche" }).click();
    await page.waitForURL(`${server.baseURL}/businesses`);
    // From a React page (the start page's featured businesses): into the detail page, and back.
    await page.goto(`${server.baseURL}/`);
    await page.locator(`main a[href="/${b.urlSlug}"]`).first().click();
    await page.waitForURL(`**/${b.urlSlug}`);
    await page.getByRole("heading", { level: 1, name: b.name }).waitFor();
    assert.equal(await page.locator("#root").count(), 0, "the server's page, not the app's");
    await page.locator("[data-detail]").waitFor();
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => /\/assets\/detail-/.test(r.name)));
    await page.getByRole("link", { name: "Zurück zur Suche" }).click();
    await page.waitForURL(`${server.baseURL}/`);
    await page.locator(`main a[href="/${b.urlSlug}"]`).first().waitFor();
    assert.deepEqual(seen.errors, []);
  });
});

test("ad areas appear with marketing consent given in the banner, run their scripts once, and go when it is withdrawn", async () => {
  await withPage(browser, "detail ads", phone, async (page) => {
    const seen = watch(page);
    await page.goto(`${server.baseURL}/en/${b.urlSlug}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForTimeout(1200); // longer than the slowest ad delay
    assert.equal(await page.locator("[data-ad-area]").count(), 0);
    await page.getByRole("region", { name: "Cookies and privacy" }).getByRole("button", { name: "Accept all" }).click();
    await page.locator('[data-ad-area="1"]').getByText("Anzeige eins").waitFor();
    await page.locator('[data-ad-area="3"]').getByText("Anzeige drei").waitFor();
    assert.equal(await page.evaluate(() => window.__ad1Ran), 1);
    assert.equal(await page.locator('[data-ad-area="2"]').count(), 0, "an empty ad area renders nothing");
    const box = await page.locator('[data-ad-area="1"]').boundingBox();
    assert.ok(box && box.height >= 200, `ad slot is 200px high on a phone, got ${box?.height}`);
    // A returning visitor with consent gets the areas in the first HTML, above the header.
    await page.reload();
    const top = await page.locator('[data-ad-area="1"]').boundingBox();
    const h1 = await page.getByRole("heading", { level: 1 }).boundingBox();
    assert.ok(top.y < h1.y, "ad area 1 above the title");
    await page.locator('[data-ad-area="1"]').getByText("Anzeige eins").waitFor();
    // Withdrawn in the footer's cookie settings: the areas go.
    await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("region", { name: "Cookies and privacy" }).getByRole("button", { name: "Necessary only" }).click();
    await page.locator("[data-ad-area]").first().waitFor({ state: "detached" });
    assert.deepEqual(seen.errors, []);
  });
});

test("the map card's placeholder comes after the load; the map only after the click", async () => {
  await withPage(browser, "detail map", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const hits = await tiles(context);
    const seen = watch(page);
    await page.goto(`${server.baseURL}/${b.urlSlug}`, {
      waitUntil: "networkidle",
    });
    await page.getByText("Karte anzeigen?").waitFor();
    const [loaded, gate] = await page.evaluate(() => [
      performance.getEntriesByType("navigation")[0].loadEventEnd,
      performance.getEntriesByType("resource").find((r) => r.name.includes("/assets/detail-map-gate-"))?.startTime,
    ]);
    assert.ok(gate >= loaded, `the placeholder's chunk after the load (${gate} ms ≥ ${loaded} ms)`);
    await page.getByRole("heading", { level: 2, name: "Karte", exact: true }).scrollIntoViewIfNeeded();
    await page.getByText("Karte anzeigen?").waitFor();
    await page.getByText(/vom Server tiles\.e2e\.invalid/).waitFor();
    await page.waitForLoadState("networkidle");
    assert.equal(hits.n, 0, "no tile before the click");
    assert.ok(!seen.scripts.includes("/assets/detail-leaflet.js"), "no Leaflet before the click");
    await page.getByRole("button", { name: "Karte laden" }).click();
    await page.getByRole("region", { name: `Karte: ${b.name}` }).waitFor();
    await page.locator(".bb-map-pin").click();
    await page.locator(".bb-map-popup").getByText(b.name).waitFor();
    assert.ok(hits.n > 0, "tiles after the click");
    assert.deepEqual(seen.errors, []);
  });
});

test("an unknown business is the not-found card, answered 404, and the start page follows after 2 s", async () => {
  await withPage(browser, "detail not found", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    for (const [path, title, home] of [
      ["/business/99999999", "Unternehmen nicht gefunden", "/"],
      ["/en/berlin/gibt-es-nicht", "Business not found", "/en"],
    ]) {
      const res = await page.goto(server.baseURL + path);
      assert.equal(res.status(), 404);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.waitForURL(server.baseURL + home, { timeout: 5000 });
    }
    // Chromium reports the 404 of the document itself as a console error; nothing else may fail.
    assert.deepEqual(
      seen.errors.filter((e) => !e.includes("404")),
      [],
    );
  });
});
