// Finding the right business: what a German speaker types finds what is
// there, in a real browser against the real binary with demo data.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, launchBrowser, phone, withPage } from "../lib/browser.mjs";
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

test("'Frisör' in Berlin finds the Friseure", async () => {
  const friseur = await api("/api/businesses/search?query=Friseur&location=Berlin&limit=50");
  const frisoer = await api(`/api/businesses/search?query=${encodeURIComponent("Frisör")}&location=Berlin&limit=50`);
  assert.ok(friseur.total > 0, "demo data has Friseure in and around Berlin");
  assert.deepEqual(
    frisoer.businesses.map((b) => b.name),
    friseur.businesses.map((b) => b.name),
    "Frisör finds what Friseur finds",
  );
  await withPage(browser, "frisoer search", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    await page.goto(`${server.baseURL}/businesses?q=${encodeURIComponent("Frisör")}&city=Berlin`);
    await page.getByRole("heading", { name: "Suchergebnisse" }).waitFor();
    await page.getByText(/\d+ Unternehmen gefunden/).waitFor();
    // The cards render from a deferred copy of the answer, a moment after the count.
    const cards = page.getByRole("link", { name: "Ansehen" });
    await cards.first().waitFor();
    assert.ok((await cards.count()) > 0, "results shown");
    assert.equal(await page.getByText("Keine Unternehmen gefunden").count(), 0);
  });
});

test("'Zahnarzt' in a postal code without dentists widens to the surroundings, nearest first, with distances", async () => {
  // A postal code of the demo data near a dentist, but without one of its own.
  const dentist = (await api("/api/businesses/search?query=Zahnarzt&limit=1")).businesses[0];
  const around = await api(`/api/businesses/search?location=${dentist.postalCode}&radius=50&limit=100`);
  let code;
  for (const b of around.businesses) {
    if (b.postalCode === dentist.postalCode) continue;
    const res = await api(`/api/businesses/search?query=Zahnarzt&location=${b.postalCode}&limit=12`);
    if (res.widenedKm > 0 && res.placeTotal === 0) {
      code = b.postalCode;
      break;
    }
  }
  assert.ok(code, `a postal code near ${dentist.postalCode} without a dentist of its own`);
  await withPage(browser, "zahnarzt widened", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    await page.goto(`${server.baseURL}/businesses?q=Zahnarzt&city=${code}`);
    const note = page.getByTestId("widened");
    await note.waitFor();
    assert.match(await note.innerText(), new RegExp(`Keine Treffer für „Zahnarzt“ in ${code} – \\d+ im Umkreis von \\d+ km`));
    await page.getByTestId("distance").first().waitFor();
    const distances = await page.getByTestId("distance").allInnerTexts();
    const km = distances.map((d) => Number(d.replace(/[^\d,]/g, "").replace(",", ".")));
    assert.deepEqual([...km].sort((a, b) => a - b), km, `nearest first: ${distances}`);
  });
});

test("a temporarily closed business says so on its page", async () => {
  const { total } = await api("/api/businesses/search?limit=1");
  // Rating order puts temporarily closed businesses last.
  const last = await api(`/api/businesses/search?limit=100&offset=${Math.max(0, total - 100)}`);
  const closed = last.businesses.find((b) => b.businessStatus === "CLOSED_TEMPORARILY");
  assert.ok(closed, "the demo data has temporarily closed businesses, listed last");
  assert.equal(closed.openNow, false);
  await withPage(browser, "temporarily closed", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    await page.goto(`${server.baseURL}/${closed.urlSlug}`);
    await page.getByRole("heading", { level: 1, name: closed.name }).waitFor();
    await page.locator('[data-status="temporarily-closed"]').first().waitFor();
    assert.match(await page.locator('[data-status="temporarily-closed"]').first().innerText(), /Vorübergehend geschlossen/);
    assert.equal(await page.locator('[data-open="false"]').count(), 0, "no plain 'Geschlossen' badge");
  });
});

test("'Jetzt geöffnet' on a city page keeps only what is open now, in the URL, and back returns the whole list", async () => {
  const all = await api("/api/cities/Berlin/businesses?limit=20");
  const open = await api("/api/cities/Berlin/businesses?limit=20&open=1");
  assert.ok(open.businesses.every((b) => b.openNow === true), "the API's open list holds only open businesses");
  assert.ok(open.total < all.total, "some Berlin businesses are closed or unknown at any hour");
  await withPage(browser, "open now filter", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]);
    await page.goto(`${server.baseURL}/city/Berlin`);
    await page.getByTestId("city-count").waitFor();
    const button = page.getByRole("button", { name: "Jetzt geöffnet" });
    assert.equal(await button.getAttribute("aria-pressed"), "false");
    await button.click();
    await page.waitForURL(/\/city\/Berlin\?open=1$/);
    await page.locator('button[aria-pressed="true"]', { hasText: "Jetzt geöffnet" }).waitFor();
    if (open.total === 0) {
      await page.getByText(/Keine Unternehmen mit diesen Filtern/).waitFor();
    } else {
      await page.getByTestId("city-count").getByText(`${open.total.toLocaleString("de-DE")} Unternehmen`).waitFor();
      const badges = page.locator("ul [data-open]");
      await badges.first().waitFor();
      const states = await badges.evaluateAll((els) => els.map((el) => el.getAttribute("data-open")));
      assert.ok(states.length > 0 && states.every((s) => s === "true"), `only open badges, got ${states}`);
    }
    await page.goBack();
    await page.waitForURL(/\/city\/Berlin$/);
    await page.getByTestId("city-count").getByText(`${all.total.toLocaleString("de-DE")} Unternehmen`).waitFor();
  });
});
