// The page kinds converted in step 3 of docs/hydration.md: the not-found card,
// the blog list, the contact page and the add-business page. Each is all there
// without JavaScript in the storefront's look (the app's Tailwind classes and
// their styles), loads the islands' script and no React chunk (the wizard
// loads its own island only on its page), its islands work, and nothing
// fails on the console, in both locales and on a phone.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, launchBrowser, phone, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

let server;
let browser;
before(async () => {
  server = await startServer({ demoCount: 200 });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** watch collects the page's console errors (but the 404 of a not-found document itself) and the scripts it loads. */
function watch(page) {
  const seen = { errors: [], scripts: [] };
  page.on("console", (m) => m.type() === "error" && !m.text().includes("404") && seen.errors.push(m.text()));
  page.on("pageerror", (e) => seen.errors.push(String(e)));
  page.on("request", (r) => r.resourceType() === "script" && seen.scripts.push(new URL(r.url()).pathname.replace(/-[\w-]+\.js$/, ".js")));
  return seen;
}

/** style reads computed styles of the first element a locator finds. */
const style = (locator, ...props) =>
  locator.first().evaluate((el, props) => Object.fromEntries(props.map((p) => [p, getComputedStyle(el)[p]])), props);

test("an unknown address is the server's not-found card, 404, without JavaScript too", async () => {
  await withPage(browser, "not-found without js", { ...phone, javaScriptEnabled: false }, async (page) => {
    for (const [path, heading, link, home] of [
      ["/gibt-es-nicht", "Seite nicht gefunden", "Zur Startseite", "/"],
      ["/en/gibt/es/nicht", "Page not found", "Go to the home page", "/en"],
    ]) {
      const res = await page.goto(server.baseURL + path);
      assert.equal(res.status(), 404, path);
      assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), heading);
      assert.equal(await page.getByRole("main").getByRole("link", { name: link }).getAttribute("href"), home);
      assert.equal(await page.locator("#root").count(), 0, `${path}: no app root`);
      assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex, follow");
    }
  });
});

test("the not-found card looks like the storefront, loads only the islands and goes home after 3 seconds, replacing itself", async () => {
  await withPage(browser, "not-found redirect", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + "/en/help");
    seen.scripts.length = 0;
    await page.goto(server.baseURL + "/en/gibt-es-nicht");
    const h1 = page.getByRole("heading", { level: 1, name: "Page not found" });
    assert.deepEqual(await style(h1, "fontSize", "fontWeight", "color"), { fontSize: "24px", fontWeight: "700", color: "oklch(0.208 0.042 265.755)" });
    assert.equal((await style(page.getByRole("main").getByRole("link", { name: "Go to the home page" }), "backgroundColor")).backgroundColor, "oklch(0.488 0.243 264.376)");
    assert.deepEqual(seen.scripts, ["/assets/islands.js"]);
    await page.waitForTimeout(2000);
    assert.ok(page.url().endsWith("/en/gibt-es-nicht"), "still there before 3 seconds");
    await page.waitForURL((u) => u.pathname === "/en", { timeout: 5000 });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL("**/en/help");
    assert.deepEqual(seen.errors, []);
  });
});
