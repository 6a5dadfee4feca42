// Cookie consent in a real browser: the first-visit banner, ad areas that
// follow marketing consent without a reload, the operator's analytics code
// only with analytics consent, withdrawal from the footer and /cookies.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, phone, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

const settings = {
  ad_area_1: `<div class="e2e-ad">Anzeige eins</div><script>window.__ad1Ran = true</script>`,
  analytics_code: `<script>window.__analyticsRan = true</script>`,
};

let server;
let browser;
before(async () => {
  server = await startServer({ settings, demoCount: 300 });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const banner = (page) => page.getByRole("region", { name: "Cookies und Datenschutz" });

async function detailPath() {
  const [b] = await (await fetch(`${server.baseURL}/api/businesses/popular?limit=1`)).json();
  return `/${b.urlSlug}`;
}

async function storedConsent(context) {
  const cookie = (await context.cookies()).find((c) => c.name === "bb_consent");
  return cookie && { ...cookie, value: JSON.parse(decodeURIComponent(cookie.value)) };
}

test("marketing consent from the banner shows ads at once; withdrawing it in the footer's settings removes them", async () => {
  await withPage(browser, "consent ads", desktop, async (page, context) => {
    await page.goto(server.baseURL + (await detailPath()));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await banner(page).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true, "the banner does not take the focus");
    await page.waitForTimeout(400); // longer than the first ad delay
    assert.equal(await page.locator("[data-ad-area]").count(), 0, "no ads before consent");
    await page.evaluate(() => (window.__samePage = true));

    await banner(page).getByRole("button", { name: "Einstellungen", exact: true }).click();
    for (const name of ["Analyse", "Marketing", "Präferenzen"]) {
      assert.equal(await page.getByRole("switch", { name }).isChecked(), false, `${name} is off until turned on`);
    }
    assert.equal(await page.getByRole("switch", { name: "Notwendig" }).isDisabled(), true);
    await page.getByRole("switch", { name: "Marketing" }).check();
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await banner(page).waitFor({ state: "detached" });

    await page.locator('[data-ad-area="1"]').getByText("Anzeige eins").waitFor();
    await page.waitForFunction(() => window.__ad1Ran === true);
    assert.equal(await page.evaluate(() => window.__analyticsRan), undefined, "analytics needs its own consent");

    const stored = await storedConsent(context);
    assert.deepEqual(
      { ...stored.value, date: undefined },
      { necessary: true, analytics: false, marketing: true, preferences: false, v: 1, date: undefined },
    );
    assert.equal(stored.sameSite, "Lax");
    assert.equal(stored.path, "/");
    const days = (stored.expires * 1000 - Date.now()) / 86_400_000;
    assert.ok(days > 364 && days <= 366, `the consent cookie lives 12 months, got ${days} days`);

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await banner(page).waitFor();
    const marketing = page.getByRole("switch", { name: "Marketing" });
    assert.equal(await marketing.isChecked(), true, "the settings show the stored choice");
    await marketing.uncheck();
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await page.locator("[data-ad-area]").first().waitFor({ state: "detached" });
    assert.equal(await page.locator("[data-ad-area]").count(), 0);
    assert.equal(await page.evaluate(() => window.__samePage), true, "all without a reload");
    assert.equal((await storedConsent(context)).value.marketing, false);
  });
});

test("the operator's analytics code runs only with analytics consent", async () => {
  await withPage(browser, "consent analytics", desktop, async (page) => {
    await page.goto(server.baseURL + "/");
    await banner(page).getByRole("button", { name: "Nur notwendige" }).click();
    await banner(page).waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    assert.equal(await banner(page).count(), 0, "no banner once a choice is stored");
    assert.equal(await page.evaluate(() => window.__analyticsRan), undefined);

    await page.goto(server.baseURL + "/cookies");
    await page.getByRole("switch", { name: "Analyse" }).check();
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await page.waitForFunction(() => window.__analyticsRan === true);
    await page.goto(server.baseURL + "/");
    await page.waitForFunction(() => window.__analyticsRan === true);

    // A script that ran cannot be taken back: withdrawing reloads the page, which comes without it.
    await page.goto(server.baseURL + "/cookies");
    await page.waitForFunction(() => window.__analyticsRan === true);
    await page.getByRole("switch", { name: "Analyse" }).uncheck();
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Einstellungen speichern" }).click()]);
    await page.getByRole("heading", { level: 1, name: "Cookie-Richtlinie" }).waitFor();
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.__analyticsRan), undefined);
    assert.equal(await page.getByRole("switch", { name: "Analyse" }).isChecked(), false);
  });
});

test("on a phone the banner leaves most of the page visible and 'Alle akzeptieren' ends it", async () => {
  await withPage(browser, "consent phone", phone, async (page, context) => {
    await page.goto(server.baseURL + "/");
    const box = await banner(page).boundingBox();
    assert.ok(box && box.height < 740 / 2, `banner height ${box?.height} on a 740 px screen`);
    assert.ok(Math.abs(box.y + box.height - 740) < 2, "fixed at the bottom");
    await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
    await banner(page).waitFor({ state: "detached" });
    const { value } = await storedConsent(context);
    assert.deepEqual([value.analytics, value.marketing, value.preferences], [true, true, true]);
    await page.waitForFunction(() => window.__analyticsRan === true);
    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    assert.equal(await banner(page).count(), 0);
  });
});

test("the imprint says the operator's details are missing and links the EU dispute platform", async () => {
  await withPage(browser, "imprint", desktop, async (page, context) => {
    await context.addCookies([{ name: "bb_consent", value: encodeURIComponent('{"necessary":true}'), url: server.baseURL }]);
    await page.goto(server.baseURL + "/imprint");
    await page.getByText("Der Betreiber hat seine Angaben für das Impressum noch nicht hinterlegt.").waitFor();
    const odr = page.getByRole("link", { name: "https://ec.europa.eu/consumers/odr" });
    assert.equal(await odr.getAttribute("rel"), "noopener noreferrer");
    await page.getByRole("navigation", { name: "Inhalt" }).getByRole("link", { name: "EU-Streitschlichtung" }).click();
    await page.waitForURL("**/imprint#dispute-resolution");
    assert.ok(await page.getByRole("heading", { name: /EU-Streitschlichtung/ }).isVisible());
  });
});
