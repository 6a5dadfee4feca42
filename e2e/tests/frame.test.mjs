// The shared frame and the operator's code: navigation, mobile menu, head and
// footer code, ad areas after marketing consent, unknown routes.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, launchBrowser, phone, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

const settings = {
  head_code: `<meta name="e2e-head" content="Grüße"><script>window.__headCodeRan = "ja"</script>`,
  footer_code: `<script>window.__footerCodeRan = document.getElementById("main") !== null</script>`,
  ad_area_1: `<div class="e2e-ad">Anzeige eins</div><script>window.__ad1Ran = true</script>`,
  ad_area_3: `<div class="e2e-ad">Anzeige drei</div><script>window.__ad3Ran = true</script>`,
};

let server;
let browser;
before(async () => {
  server = await startServer({ settings });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const consent = (marketing) => consentCookie(server.baseURL, { marketing });

async function detailPath() {
  const [b] = await (await fetch(`${server.baseURL}/api/businesses/popular?limit=1`)).json();
  return `/${b.urlSlug}`;
}

test("the mobile menu opens and closes", async () => {
  await withPage(browser, "mobile menu", phone, async (page) => {
    await page.goto(server.baseURL + "/");
    const toggle = page.getByRole("button", { name: "Menü öffnen" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    assert.equal(await page.getByRole("button", { name: "Menü schließen" }).getAttribute("aria-expanded"), "true");
    await menu.getByRole("link", { name: "Kategorien" }).click();
    await page.waitForURL("**/categories");
    await menu.waitFor({ state: "detached", timeout: 2000 }); // the menu closes after navigating
    // React Router shows the next page in a transition, after its chunk has loaded; the menu also
    // closes when that page is shown, so it is reopened only once the categories page is there.
    await page.locator('header a[href="/categories"][aria-current="page"]').first().waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("button", { name: "Menü schließen" }).click();
    assert.equal(await page.locator("#mobile-menu").count(), 0);
  });
});

test("the navigation highlights the current route", async () => {
  await withPage(browser, "active nav", desktop, async (page) => {
    await page.goto(server.baseURL + "/businesses");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.waitFor();
    assert.equal(await nav.getByRole("link", { name: "Unternehmen" }).getAttribute("aria-current"), "page");
    assert.equal(await nav.getByRole("link", { name: "Startseite" }).getAttribute("aria-current"), null);
  });
});

test("head code and footer code from the settings run on every page", async () => {
  await withPage(browser, "head code", desktop, async (page) => {
    for (const route of ["/", "/categories", await detailPath()]) {
      await page.goto(server.baseURL + route);
      assert.equal(await page.evaluate(() => window.__headCodeRan), "ja", `head code on ${route}`);
      assert.equal(await page.evaluate(() => window.__footerCodeRan), true, `footer code on ${route}`);
      assert.equal(await page.locator('head meta[name="e2e-head"]').getAttribute("content"), "Grüße");
    }
  });
});

test("ad areas stay empty without marketing consent", async () => {
  await withPage(browser, "ads without consent", desktop, async (page, context) => {
    await context.addCookies([consent(false)]);
    await page.goto(server.baseURL + (await detailPath()));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForTimeout(1200); // longer than the slowest ad delay
    assert.equal(await page.locator("[data-ad-area]").count(), 0);
    assert.equal(await page.evaluate(() => window.__ad1Ran), undefined);
  });
});

test("ad areas render and run their scripts after marketing consent", async () => {
  await withPage(browser, "ads with consent", desktop, async (page, context) => {
    await context.addCookies([consent(true)]);
    await page.goto(server.baseURL + (await detailPath()));
    await page.locator('[data-ad-area="1"]').getByText("Anzeige eins").waitFor();
    await page.locator('[data-ad-area="3"]').getByText("Anzeige drei").waitFor();
    await page.waitForFunction(() => window.__ad1Ran === true && window.__ad3Ran === true);
    assert.equal(await page.locator('[data-ad-area="2"]').count(), 0, "an empty ad area renders nothing");
    const box = await page.locator('[data-ad-area="1"]').boundingBox();
    assert.ok(box && box.height >= 250, `ad slot is 250px high on desktop, got ${box?.height}`);
  });
});

test("an unknown route shows the German not-found page and goes home after 3 s", async () => {
  await withPage(browser, "unknown route", desktop, async (page) => {
    const res = await page.goto(server.baseURL + "/gibt/es/nicht");
    assert.equal(res.status(), 404);
    await page.getByRole("heading", { name: "Seite nicht gefunden" }).waitFor();
    await page.waitForURL(server.baseURL + "/", { timeout: 6000 });
  });
});
