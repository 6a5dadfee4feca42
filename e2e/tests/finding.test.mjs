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
    const cards = page.getByRole("link", { name: "Ansehen" });
    assert.ok((await cards.count()) > 0, "results shown");
    assert.equal(await page.getByText("Keine Unternehmen gefunden").count(), 0);
  });
});
