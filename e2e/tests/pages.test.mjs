// Every route of the route table, in both locales: the app shows the title
// the server wrote into the first HTML, a preloaded route makes no API call
// on its first load, the page is its own (not the not-found page), in the
// locale's language, without console errors.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, launchBrowser, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

// First-load JavaScript of every storefront page for a returning visitor, gzip, as the browser
// received it: the islands' script and the page kind's own islands (the detail page's, the search
// page's, the add-business wizard). The budget is 100 kB (docs/hydration.md, "Budgets");
// `make test-web` checks the islands' entry from the build's manifest too
// (web/scripts/js-budget.mjs).
const jsBudget = 100_000;
const jsSizes = [];
const siteTitle = "Mein Branchenbuch"; // the operator's site_title, which every title carries
let server;
let browser;
let routes;

before(async () => {
  server = await startServer({
    settings: { site_title: siteTitle },
    demoCount: 800,
  });
  browser = await launchBrowser();
  const [b] = await (
    await fetch(`${server.baseURL}/api/businesses/popular?limit=1`)
  ).json();
  const { articles } = await (await fetch(`${server.baseURL}/api/blog`)).json();
  // path, whether its first load needs no API call, whether it has an English variant
  routes = [
    ["/", true, true],
    ["/businesses", true, true],
    ["/categories", true, true],
    ["/categories/handwerker", true, true],
    ["/cities", true, true],
    [`/cities/${letterOf(b.city)}`, true, true],
    [`/city/${encodeURIComponent(b.city)}`, true, true],
    [`/city/${encodeURIComponent(b.city)}/${b.categorySlug}`, true, true],
    [`/business/${b.id}`, true, true],
    [`/${b.urlSlug}`, true, true],
    ["/contact", true, true],
    ["/about", true, true],
    ["/add-business", true, true],
    ["/blog", true, true],
    [`/blog/${articles[0].id}`, true, true],
    ["/help", true, true],
    ["/privacy", true, true],
    ["/imprint", true, true],
    ["/terms", true, true],
    ["/cookies", true, true],
    ["/gibt/es/nicht", true, true],
    ["/admin", false, false], // the panel asks for its session
    ["/url-validation-status", false, false],
  ];
});
/** letterOf is the key of a place's letter page: its first letter without accents (Öhringen: o). */
const letterOf = (city) => city.normalize("NFD").replace(/[^A-Za-z]/g, "")[0].toLowerCase();

after(async () => {
  console.log(`first-load JavaScript (gzip): ${jsSizes.join(", ")}`);
  await browser?.close();
  await server?.stop();
});

const consent = () => consentCookie(server.baseURL);

/** serverHead is the title and lang of a path's first HTML. */
async function serverHead(path) {
  const res = await fetch(server.baseURL + path);
  const html = await res.text();
  return {
    status: res.status,
    title: html
      .match(/<title>([^<]*)<\/title>/)[1]
      .replaceAll("&amp;", "&")
      .replaceAll("&#39;", "'")
      .replaceAll("&#34;", '"'),
    lang: html.match(/<html lang="([a-z]+)">/)[1],
  };
}

const localized = (locale, path) =>
  locale === "de" ? path : path === "/" ? "/en" : `/en${path}`;

for (const locale of ["de", "en"]) {
  test(`every route renders its own page in ${locale}`, async () => {
    const headings = new Map();
    for (const [route, preloaded, hasEnglish] of routes) {
      if (locale === "en" && !hasEnglish) continue;
      const path = localized(locale, route);
      await withPage(
        browser,
        `route ${path}`,
        desktop,
        async (page, context) => {
          await context.addCookies([consent()]);
          const apiCalls = [];
          const consoleErrors = [];
          page.on("request", (req) => {
            const u = new URL(req.url());
            if (
              u.pathname.startsWith("/api/") &&
              !u.pathname.startsWith("/api/og/")
            )
              apiCalls.push(u.pathname + u.search);
          });
          page.on("console", (msg) => {
            // Chromium reports a 404 document, and the panel's "not signed in" answer (401 from its session
            // check), itself; those are statuses the server chose, not errors of the app.
            const status = preloaded ? /status of 404/ : /status of (404|401)/;
            if (msg.type() === "error" && !status.test(msg.text()))
              consoleErrors.push(msg.text());
          });
          const head = await serverHead(path);
          assert.ok(
            head.title.includes(siteTitle),
            `${path}: server title ${head.title} lacks the operator's site title`,
          );
          await page.goto(server.baseURL + path);
          const h1 = page.locator("h1").first();
          await h1.waitFor({ timeout: 10_000 });
          await page.waitForLoadState("networkidle");
          assert.equal(
            await page.title(),
            head.title,
            `${path}: title after load`,
          );
          assert.equal(
            await page.evaluate(() => document.documentElement.lang),
            locale,
            `${path}: html lang`,
          );
          if (preloaded)
            assert.deepEqual(apiCalls, [], `${path}: API calls on first load`);
          assert.deepEqual(consoleErrors, [], `${path}: console errors`);
          if (route !== "/admin" && route !== "/url-validation-status") {
            const js = await page.evaluate(() =>
              performance
                .getEntriesByType("resource")
                .filter((e) => e.name.endsWith(".js"))
                .reduce((sum, e) => sum + e.encodedBodySize, 0),
            );
            jsSizes.push(`${path} ${(js / 1024).toFixed(1)} kB`);
            assert.ok(
              js > 0 && js <= jsBudget,
              `${path}: ${js} bytes of JavaScript (gzip), budget ${jsBudget}`,
            );
          }
          const text = (await h1.innerText()).trim();
          assert.ok(text.length > 0, `${path}: empty h1`);
          headings.set(route, text);
          if (
            !route.startsWith("/admin") &&
            route !== "/url-validation-status"
          ) {
            const nav = page.getByRole("navigation").first();
            const want = locale === "de" ? "Kategorien" : "Categories";
            assert.ok(
              (await nav.innerText()).includes(want),
              `${path}: nav is not in ${locale}`,
            );
          }
        },
      );
    }
    // Each storefront route shows its own page, not the not-found page.
    const notFound = headings.get("/gibt/es/nicht");
    for (const [route, text] of headings) {
      if (
        route !== "/gibt/es/nicht" &&
        !route.startsWith("/admin") &&
        route !== "/url-validation-status"
      )
        assert.notEqual(text, notFound, `${route} shows the not-found page`);
    }
  });
}

test("client navigation shows the next page's server title", async () => {
  await withPage(
    browser,
    "navigation titles",
    desktop,
    async (page, context) => {
      await context.addCookies([consent()]);
      await page.goto(server.baseURL + "/");
      await page.locator("h1").first().waitFor();
      for (const [name, path] of [
        ["Hilfe", "/help"],
        ["Kontakt", "/contact"],
        ["Kategorien", "/categories"],
      ]) {
        await page
          .getByRole("navigation")
          .first()
          .getByRole("link", { name, exact: true })
          .click();
        await page.waitForURL(`**${path}`);
        const { title } = await serverHead(path);
        await page.waitForFunction((t) => document.title === t, title, {
          timeout: 5000,
        });
      }
    },
  );
});
