// The pages the server renders completely (docs/hydration.md): help, the legal
// pages, the cookie page, the about page and the blog's articles. Each is all there without JavaScript, in the
// storefront's look (the app's Tailwind classes and their styles), loads no
// JavaScript but the islands' script, and its islands work with no error on
// the console. A client navigation from a React page into one loads it from
// the server.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, islandsOnly, launchBrowser, phone, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

let server;
let browser;
before(async () => {
  server = await startServer({ demoCount: 200, settings: { operator_company: "Muster GmbH", operator_phone: "+49 30 123 45" } });
  browser = await launchBrowser();
  const { articles } = await (await fetch(`${server.baseURL}/api/blog`)).json();
  kinds.push([`/blog/${articles[0].id}`, articles[0].title, "Zurück zum Blog"], [`/en/blog/${articles[0].id}`, articles[0].title, "Back to the blog"]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// The converted page kinds: path, heading, a text of the page's body (the articles are added once the server runs).
const kinds = [
  ["/help", "Hilfe-Center", "Wie finde ich ein Unternehmen?"],
  ["/privacy", "Datenschutzerklärung", "Server-Protokolle"],
  ["/imprint", "Impressum", "Muster GmbH"],
  ["/terms", "Allgemeine Geschäftsbedingungen", "Inhalt"],
  ["/cookies", "Cookie-Richtlinie", "bb_consent"],
  ["/about", "Über uns", "Größte Stadt im Verzeichnis"],
  ["/en/about", "About us", "Largest city in the directory"],
  ["/en/help", "Help centre", "How do I find a business?"],
  ["/en/imprint", "Imprint", "Only the German version is legally binding."],
];

/** watch collects the page's console errors and the scripts it loads. */
function watch(page) {
  const seen = { errors: [], scripts: [] };
  page.on("console", (m) => m.type() === "error" && seen.errors.push(m.text()));
  page.on("pageerror", (e) => seen.errors.push(String(e)));
  page.on("request", (r) => r.resourceType() === "script" && seen.scripts.push(new URL(r.url()).pathname));
  return seen;
}

test("without JavaScript every converted page is all there, in the frame, with the first visitor's banner", async () => {
  await withPage(browser, "server pages without js", { ...phone, javaScriptEnabled: false }, async (page) => {
    for (const [path, heading, text] of kinds) {
      await page.goto(server.baseURL + path);
      assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), heading, path);
      assert.ok(await page.getByText(text, { exact: false }).first().isVisible(), `${path}: ${text}`);
      assert.equal(await page.locator("header nav a").count(), 5, `${path}: the navigation`);
      assert.ok(await page.getByRole("region", { name: /^Cookies (und Datenschutz|and privacy)$/ }).isVisible(), `${path}: the banner`);
      assert.equal(await page.locator("#root").count(), 0, `${path}: no app root`);
    }
  });
});

test("each converted page looks like the storefront and loads only the islands' script, without console errors", async () => {
  await withPage(browser, "server pages look", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    for (const [path, heading] of kinds) {
      seen.scripts.length = 0;
      await page.goto(server.baseURL + path, { waitUntil: "networkidle" });
      const h1 = page.getByRole("heading", { level: 1, name: heading });
      // The classes are the app's, and Tailwind built their styles from the templates.
      assert.match(await h1.getAttribute("class"), /text-3xl font-bold .*text-slate-900/, path);
      const style = await h1.evaluate((el) => ({ size: getComputedStyle(el).fontSize, weight: getComputedStyle(el).fontWeight }));
      assert.ok(style.weight === "700" && ["30px", "36px"].includes(style.size), `${path}: heading style ${JSON.stringify(style)}`);
      const header = await page.locator("body > div > header").evaluate((el) => getComputedStyle(el).position);
      assert.equal(header, "sticky", `${path}: the header`);
      assert.equal(await page.locator("main#main.flex-1 > div, main#main.flex-1 > article").count(), 1, `${path}: the page in <main>`);
      assert.equal(islandsOnly(seen.scripts), "", `${path}: scripts loaded`);
    }
    assert.deepEqual(seen.errors, []);
  });
});

test("the help centre's filter finds, opens and resets questions", async () => {
  await withPage(browser, "help filter", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + "/help");
    const box = page.getByRole("searchbox", { name: "Fragen durchsuchen" });
    await box.fill("woher");
    await page.getByText("2 passende Fragen").waitFor();
    assert.equal(await page.locator("details[open]").count(), 2);
    assert.equal(await page.getByRole("heading", { level: 2, name: "Unternehmen eintragen" }).count(), 0);
    await box.fill("zzzz");
    await page.getByText("Keine Ergebnisse gefunden").waitFor();
    await page.getByRole("button", { name: "Suche zurücksetzen" }).click();
    assert.equal(await box.inputValue(), "");
    assert.ok(await box.evaluate((el) => el === document.activeElement));
    assert.equal(await page.locator("details:visible").count(), 17);
    assert.deepEqual(seen.errors, []);
  });
});

test("the cookie page stores the switches, and its table of contents on the imprint jumps", async () => {
  await withPage(browser, "cookies form", desktop, async (page, context) => {
    const seen = watch(page);
    await page.goto(server.baseURL + "/cookies");
    await page.getByRole("main").getByRole("switch", { name: "Präferenzen" }).check();
    await page.getByRole("main").getByRole("button", { name: "Einstellungen speichern" }).click();
    await page.getByText("Ihre Einstellungen wurden gespeichert.").waitFor();
    const stored = (await context.cookies()).find((c) => c.name === "bb_consent");
    assert.equal(JSON.parse(decodeURIComponent(stored.value)).preferences, true);
    await page.reload();
    assert.equal(await page.getByRole("main").getByRole("switch", { name: "Präferenzen" }).isChecked(), true, "the server shows the stored choice");
    assert.equal(await page.getByRole("region", { name: "Cookies und Datenschutz" }).count(), 0, "no banner once chosen");

    await page.goto(server.baseURL + "/imprint");
    await page.getByRole("navigation", { name: "Inhalt" }).getByRole("link", { name: "Kontakt" }).click();
    await page.waitForURL("**/imprint#contact");
    assert.equal(await page.getByRole("link", { name: "+49 30 123 45" }).getAttribute("href"), "tel:+493012345");
    assert.deepEqual(seen.errors, []);
  });
});

test("the frame's islands work on a converted page: menu, banner, language switch", async () => {
  await withPage(browser, "server page islands", phone, async (page, context) => {
    const seen = watch(page);
    await page.goto(server.baseURL + "/privacy");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Hilfe" }).waitFor();
    await page.getByRole("button", { name: "Menü schließen" }).click();
    assert.equal(await page.locator("#mobile-menu").count(), 0);
    await page.getByRole("region", { name: "Cookies und Datenschutz" }).getByRole("button", { name: "Alle akzeptieren" }).click();
    await page.getByRole("region", { name: "Cookies und Datenschutz" }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL("**/en/privacy");
    await page.getByRole("heading", { level: 1, name: "Privacy policy" }).waitFor();
    assert.ok((await context.cookies()).some((c) => c.name === "bb_locale" && c.value === "en"), "remembered with preferences consent");
    assert.deepEqual(seen.errors, []);
  });
});

test("a client navigation from a React page into a converted page loads it from the server, and back", async () => {
  await withPage(browser, "into server page", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + "/contact");
    await page.getByRole("link", { name: "Weitere Antworten im Hilfe-Center" }).click();
    await page.waitForURL("**/help");
    await page.getByRole("heading", { level: 1, name: "Hilfe-Center" }).waitFor();
    await page.locator("[data-faq-filter]").waitFor();
    assert.equal(await page.locator("#root").count(), 0, "the server's page, not the app's");
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Kontakt" }).waitFor();
    assert.deepEqual(seen.errors, []);
  });
});

test("an unknown article is the server's not-found card, answered 404", async () => {
  await withPage(browser, "unknown article", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    const res = await page.goto(server.baseURL + "/blog/gibt-es-nicht");
    assert.equal(res.status(), 404);
    await page.getByRole("heading", { level: 1, name: "Artikel nicht gefunden" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Zurück zum Blog" }).click();
    await page.waitForURL("**/blog");
    await page.getByRole("heading", { level: 1, name: "Ratgeber-Blog" }).waitFor();
    // Chromium reports the 404 of the document itself as a console error; nothing else may fail.
    assert.deepEqual(seen.errors.filter((e) => !e.includes("404")), []);
  });
});
