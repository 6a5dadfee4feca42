// The page kinds converted in step 3 of docs/hydration.md: the not-found card,
// the blog list, the contact page and the add-business page. Each is all there
// without JavaScript in the storefront's look (the app's Tailwind classes and
// their styles), loads the islands' script and no React chunk (the wizard
// loads its own island only on its page), its islands work, and nothing
// fails on the console, in both locales and on a phone.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, islandsOnly, launchBrowser, phone, withPage } from "../lib/browser.mjs";
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
  page.on("request", (r) => r.resourceType() === "script" && seen.scripts.push(new URL(r.url()).pathname.replace(/-[\w-]{8}\.js$/, ".js")));
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
    assert.equal(islandsOnly(seen.scripts), "");
    await page.waitForTimeout(2000);
    assert.ok(page.url().endsWith("/en/gibt-es-nicht"), "still there before 3 seconds");
    await page.waitForURL((u) => u.pathname === "/en", { timeout: 5000 });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL("**/en/help");
    assert.deepEqual(seen.errors, []);
  });
});

test("the blog list is all there without JavaScript, in both locales", async () => {
  await withPage(browser, "blog without js", { ...phone, javaScriptEnabled: false }, async (page) => {
    const { articles, featured } = await (await fetch(`${server.baseURL}/api/blog`)).json();
    for (const [path, heading, picks, prefix] of [
      ["/blog", "Ratgeber-Blog", "Lesetipps der Redaktion", ""],
      ["/en/blog", "Advice Blog", "Editors' picks", "/en"],
    ]) {
      await page.goto(server.baseURL + path);
      assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), heading);
      const top = articles.find((a) => a.id === featured);
      assert.equal(await page.getByRole("heading", { level: 3, name: top.title }).getByRole("link").getAttribute("href"), `${prefix}/blog/${top.id}`);
      assert.equal(await page.locator("section[aria-labelledby=blog-latest] li").count(), Math.min(5, articles.length - 1));
      assert.equal(await page.getByRole("region", { name: picks }).getByRole("link").count(), 3);
      assert.ok(await page.getByRole("textbox", { name: /^E-mail/i }).isVisible(), `${path}: the newsletter form`);
      assert.equal(await page.getByRole("status").filter({ visible: true }).count(), 0, `${path}: no notice`);
      assert.equal(await page.locator("#root").count(), 0);
    }
  });
});

test("the blog list looks like the storefront, loads no React, and its newsletter island signs up", async () => {
  await withPage(browser, "blog newsletter", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + "/blog", { waitUntil: "networkidle" });
    const h1 = page.getByRole("heading", { level: 1, name: "Ratgeber-Blog" });
    assert.deepEqual(await style(h1, "fontSize", "fontWeight", "color"), { fontSize: "36px", fontWeight: "700", color: "rgb(255, 255, 255)" });
    assert.equal((await style(page.locator("main header"), "borderRadius")).borderRadius, "16px");
    const badge = page.getByRole("region", { name: "Kategorien" }).getByText("Auto & Werkstatt");
    assert.equal((await style(badge, "backgroundColor")).backgroundColor, "oklch(0.932 0.032 255.585)", "the category's colour");
    assert.equal(islandsOnly(seen.scripts), "");
    assert.ok(seen.scripts.includes("/assets/newsletter.js"), `the newsletter island: ${seen.scripts}`);
    assert.ok(!seen.scripts.includes("/assets/index.js"), `no app: ${seen.scripts}`);

    const send = page.getByRole("button", { name: "Anmelden" });
    await send.click();
    const box = page.getByRole("textbox", { name: "E-Mail-Adresse" });
    assert.equal(await box.getAttribute("aria-describedby"), "newsletter-email-error");
    await page.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein.").waitFor();
    await box.fill("kein-at-zeichen");
    await send.click();
    await page.getByRole("alert").waitFor();
    assert.ok(await send.isEnabled());
    await box.fill(`leser${Date.now() % 100000}@beispiel.de`);
    await send.click();
    await page.getByRole("status").filter({ hasText: "Bitte bestätigen Sie Ihre Anmeldung" }).waitFor();
    assert.equal(await box.count(), 0, "the message replaces the form");
    assert.deepEqual(seen.errors.filter((e) => !e.includes("400")), []);
  });
});

test("a confirmation link's notice shows on the blog list, on a phone without JavaScript and in English", async () => {
  await withPage(browser, "blog notice", { ...phone, javaScriptEnabled: false }, async (page) => {
    const seen = watch(page);
    await page.goto(server.baseURL + "/blog?newsletter=confirmed");
    await page.getByRole("status").filter({ hasText: "Danke! Ihre Anmeldung zum Newsletter ist bestätigt." }).waitFor();
    await page.goto(server.baseURL + "/en/blog?newsletter=invalid");
    await page.getByRole("status").filter({ hasText: "This confirmation link is invalid or has expired." }).waitFor();
    await page.getByText("Our articles are written in German.").waitFor();
    await page.goto(server.baseURL + "/blog?newsletter=etwas");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).waitFor();
    assert.equal(await page.getByRole("status").filter({ hasText: /Newsletter|Bestätigungslink/ }).count(), 0);
    assert.deepEqual(seen.errors, []);
  });
});

test("the contact page is all there without JavaScript, in both locales", async () => {
  await withPage(browser, "contact without js", { ...phone, javaScriptEnabled: false }, async (page) => {
    for (const [path, heading, send, card] of [
      ["/contact", "Kontakt", "Nachricht senden", "Antwort in 24 Stunden"],
      ["/en/contact", "Contact", "Send message", "Answer within 24 hours"],
    ]) {
      await page.goto(server.baseURL + path);
      assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), heading);
      assert.ok(await page.getByRole("button", { name: send }).isVisible(), `${path}: the form`);
      assert.equal(await page.getByRole("combobox").locator("option").count(), 6);
      assert.ok(await page.getByRole("heading", { level: 3, name: card }).isVisible(), `${path}: the cards`);
      assert.equal(await page.locator("main details").count(), 4, `${path}: the FAQ`);
      assert.equal(await page.locator("#root").count(), 0);
    }
  });
});

test("the contact form island checks, sends and answers like the app did, on a phone", async () => {
  await withPage(browser, "contact island", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + "/contact", { waitUntil: "networkidle" });
    const h1 = page.getByRole("heading", { level: 1, name: "Kontakt" });
    assert.deepEqual(await style(h1, "fontSize", "fontWeight"), { fontSize: "30px", fontWeight: "700" });
    assert.equal(islandsOnly(seen.scripts), "");
    assert.ok(seen.scripts.includes("/assets/contact-form.js"), `the form's island: ${seen.scripts}`);
    assert.ok(!seen.scripts.includes("/assets/index.js"), `no app: ${seen.scripts}`);

    const send = page.getByRole("button", { name: "Nachricht senden" });
    await send.click();
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    assert.equal(await page.evaluate(() => document.activeElement?.id), "contact-name");
    assert.equal(await name.getAttribute("aria-invalid"), "true");
    assert.equal((await style(name, "borderTopColor")).borderTopColor, "oklch(0.577 0.245 27.325)", "the red border");
    await page.getByText("Bitte wählen Sie ein Anliegen.").waitFor();

    await name.fill("Erika Muster");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("erika@beispiel");
    await page.getByRole("combobox", { name: "Anliegen" }).selectOption("feedback");
    await page.getByRole("textbox", { name: "Betreff" }).fill("Lob");
    await page.getByRole("textbox", { name: "Nachricht", exact: true }).fill("Schöne Seite.");
    await send.click();
    await page.getByText(/gültige E-Mail-Adresse/).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), "contact-email");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("erika@beispiel.de");

    // A bot's honeypot: the server refuses it, and the form says so, keeping the input.
    await page.locator("#website2").evaluate((el) => (el.value = "https://spam.example"));
    await send.click();
    await page.getByRole("alert").waitFor();
    assert.equal(await name.inputValue(), "Erika Muster");
    await page.locator("#website2").evaluate((el) => (el.value = ""));

    // Too many messages: the answer's Retry-After becomes a time to try again.
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 429, headers: { "Retry-After": "120", "Content-Type": "application/json" }, body: JSON.stringify({ error: "Zu viele Nachrichten." }) }),
    );
    await send.click();
    await page.getByRole("alert").filter({ hasText: /^Zu viele Nachrichten\. Sie können es ab \d\d:\d\d Uhr erneut versuchen\.$/ }).waitFor();
    await page.unroute("**/api/contact");

    await send.click();
    await page.getByText("Nachricht gesendet!", { exact: true }).waitFor();
    await page.getByRole("status").filter({ hasText: "Ihre Nachricht ist bei uns angekommen" }).waitFor();
    assert.equal(await name.inputValue(), "");
    assert.equal(await page.getByRole("alert").count(), 0);
    await page.getByRole("region", { name: "Benachrichtigungen (F8)" }).getByRole("button", { name: "Schließen" }).click();
    assert.equal(await page.getByText("Nachricht gesendet!", { exact: true }).count(), 0);
    assert.deepEqual(seen.errors.filter((e) => !/status of (400|429)/.test(e)), []);
  });
});

test("the contact form speaks English under /en", async () => {
  await withPage(browser, "contact english", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + "/en/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Please enter your name.").waitFor();
    assert.deepEqual(seen.errors, []);
  });
});

test("the add-business page: heading and intro without JavaScript, the wizard island without the app", async () => {
  await withPage(browser, "add-business without js", { ...phone, javaScriptEnabled: false }, async (page) => {
    for (const [path, heading] of [
      ["/add-business", "Unternehmen eintragen"],
      ["/en/add-business", "Add your business"],
    ]) {
      await page.goto(server.baseURL + path);
      assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), heading);
      assert.equal(await page.locator("[data-add-business]").count(), 1);
      assert.equal(await page.locator("#root").count(), 0);
    }
  });
  await withPage(browser, "add-business island", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    const seen = watch(page);
    await page.goto(server.baseURL + "/en/add-business", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 2, name: "Business" }).waitFor();
    assert.deepEqual(await style(page.getByRole("heading", { level: 1 }), "fontSize", "fontWeight"), { fontSize: "30px", fontWeight: "700" });
    assert.ok(seen.scripts.includes("/assets/islands.js"), `the islands: ${seen.scripts}`);
    assert.ok(seen.scripts.includes("/assets/add-business.js"), `the wizard's island: ${seen.scripts}`);
    assert.ok(!seen.scripts.includes("/assets/index.js"), `not the app's entry (router, TanStack Query, pages): ${seen.scripts}`);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please enter the business name.").waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), "ab-name");
    assert.equal(await page.getByRole("heading", { level: 2, name: "Your benefits" }).count(), 1);
    assert.deepEqual(seen.errors, []);
  });
});
