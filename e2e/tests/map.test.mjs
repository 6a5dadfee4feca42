// The map, with consent: the search page and a detail page show a map only
// with a tile URL in the site settings, and the visitor's browser asks the
// tile server for nothing (nor loads the map's code) before "Karte laden".
// The tile server is a local one that answers every /{z}/{x}/{y}.png with a
// small PNG and counts the requests.
import assert from "node:assert/strict";
import http from "node:http";
import { crc32, deflateSync } from "node:zlib";
import { after, before, test } from "node:test";
import { consentCookie, desktop, launchBrowser, phone, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

const password = "E2e-Karten-2024";

/** tilePNG is a 256×256 grey PNG, the size of a map tile. */
function tilePNG() {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const w = 256;
  const raw = Buffer.alloc((w + 1) * w, 0xd0);
  for (let y = 0; y < w; y++) raw[y * (w + 1)] = 0; // filter byte of each row
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(w, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

let tiles; // the local tile server
let tileHost;
const tileHits = [];
let server;
let browser;

before(async () => {
  const png = tilePNG();
  tiles = http.createServer((req, res) => {
    if (/^\/\d+\/\d+\/\d+\.png$/.test(req.url)) {
      tileHits.push(req.url);
      res.setHeader("Content-Type", "image/png");
      return res.end(png);
    }
    res.statusCode = 404;
    res.end("not found");
  });
  await new Promise((r) => tiles.listen(0, "127.0.0.1", r));
  tileHost = `127.0.0.1:${tiles.address().port}`;
  server = await startServer({ demoCount: 1500, env: { ADMIN_PASSWORD: password } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  tiles?.close();
});

/** admin signs in through the API as the panel does and answers a function that sends JSON with the session. */
async function admin() {
  const origin = { Origin: server.baseURL, "Content-Type": "application/json" };
  const login = await fetch(`${server.baseURL}/api/admin/login`, {
    method: "POST",
    headers: origin,
    body: JSON.stringify({ password }),
  });
  assert.equal(login.status, 200, await login.text());
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return (path, body) => fetch(server.baseURL + path, { method: "POST", headers: { ...origin, Cookie: cookie }, body: JSON.stringify(body) });
}

/** watch records the requests of a page: tile requests, the map's chunk, and every host asked. */
function watch(page) {
  const seen = { tiles: 0, mapChunk: 0, hosts: new Set() };
  page.on("request", (r) => {
    const u = new URL(r.url());
    seen.hosts.add(u.host);
    if (u.host === tileHost) seen.tiles++;
    if (/\/assets\/leaflet-map-[^/]+\.(js|css)$/.test(u.pathname)) seen.mapChunk++;
  });
  return seen;
}

/** aBerliner is a listed business in Berlin with coordinates. */
async function aBerliner() {
  const res = await (await fetch(`${server.baseURL}/api/businesses/search?location=Berlin&limit=24`)).json();
  const b = res.businesses.find((b) => typeof b.latitude === "number" && typeof b.longitude === "number");
  assert.ok(b, "demo data has a business with coordinates in Berlin");
  return b;
}

test("without a tile URL there is no map, neither on the search page nor on a detail page", async () => {
  const b = await aBerliner();
  await withPage(browser, "map without tile url", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL, { preferences: true })]);
    const seen = watch(page);
    await page.goto(`${server.baseURL}/businesses?city=Berlin`);
    await page.getByText(/\d+ Unternehmen gefunden/).waitFor();
    assert.equal(await page.getByRole("button", { name: "Karte", exact: true }).count(), 0);
    await page.goto(`${server.baseURL}/${b.urlSlug}`);
    await page.getByRole("heading", { level: 1, name: b.name }).waitFor();
    await page.waitForLoadState("networkidle");
    assert.equal(await page.getByRole("heading", { name: "Karte", exact: true }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Karte laden" }).count(), 0);
    assert.equal(seen.mapChunk, 0);
    assert.equal(seen.tiles, 0);
  });
});

test("the operator sets the tile URL; a URL that is no tile template is refused in German", async () => {
  const post = await admin();
  for (const [value, message] of [
    ["javascript:alert(1)//{z}/{x}/{y}", "muss mit http:// oder https:// beginnen"],
    [`http://${tileHost}/tiles.png`, "braucht die Platzhalter {z}, {x} und {y}"],
  ]) {
    const res = await post("/api/admin/settings/bulk", { map_tile_url: value });
    assert.equal(res.status, 400);
    assert.match((await res.json()).error, new RegExp(message.replace(/[{}()]/g, "\\$&")));
  }
  const res = await post("/api/admin/settings/bulk", { map_tile_url: `http://${tileHost}/{z}/{x}/{y}.png` });
  assert.equal(res.status, 200, await res.text());
  const settings = await (await fetch(`${server.baseURL}/api/admin/settings`)).json();
  assert.equal(settings.map_tile_url, `http://${tileHost}/{z}/{x}/{y}.png`);
});

test("search page: no tile request and no map before 'Karte laden'; then tiles and markers; a marker leads to its card", async () => {
  await withPage(browser, "map on the search page", phone, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL)]); // necessary only
    const seen = watch(page);
    await page.goto(`${server.baseURL}/businesses?city=Berlin`);
    await page.getByText(/\d+ Unternehmen gefunden/).waitFor();
    await page.waitForLoadState("networkidle");
    assert.equal(await page.locator(".leaflet-container").count(), 0, "no map before the toggle");

    await page.getByRole("button", { name: "Karte", exact: true }).click();
    const placeholder = page.getByTestId("map-placeholder");
    await placeholder.waitFor();
    assert.match(await placeholder.innerText(), new RegExp(`vom Server ${tileHost.replace(/\./g, "\\.")}`));
    assert.match(await placeholder.innerText(), /Ohne Einwilligung in „Präferenzen“ fragen wir bei jedem Besuch erneut/);
    await page.waitForLoadState("networkidle");
    assert.equal(seen.tiles, 0, "no tile before the click");
    assert.equal(seen.mapChunk, 0, "no map code before the click");
    assert.equal(await page.locator(".leaflet-container").count(), 0);
    assert.deepEqual([...seen.hosts], [new URL(server.baseURL).host], "only our own server was asked");

    // Fits on a phone: the placeholder and its button stay inside the screen.
    const box = await placeholder.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 360, `placeholder ${JSON.stringify(box)} fits 360 px`);

    await page.getByRole("button", { name: "Karte laden" }).click();
    await page.locator(".leaflet-container").waitFor();
    await page.locator(".bb-map-pin, .bb-map-cluster").first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll(".leaflet-tile")].some((t) => t.complete && t.naturalWidth > 0));
    assert.ok(seen.tiles > 0, "tiles after the click");
    assert.ok(seen.mapChunk > 0, "the map's code after the click");
    const attribution = page.getByRole("link", { name: "© OpenStreetMap-Mitwirkende" });
    assert.equal(await attribution.getAttribute("href"), "https://www.openstreetmap.org/copyright");
    assert.equal(await page.getByRole("region", { name: "Karte der Suchergebnisse" }).count(), 1);

    // Clusters open on a click until a single business's marker shows; its popup links its page
    // and its card is highlighted.
    for (let i = 0; i < 8 && (await page.locator(".bb-map-pin").count()) === 0; i++) {
      await page.locator(".bb-map-cluster").first().click();
      await page.waitForTimeout(400);
    }
    const pin = page.locator(".bb-map-pin").first();
    const name = await pin.getAttribute("aria-label");
    assert.ok(name, "a marker is named after its business");
    await pin.click();
    const link = page.locator(".bb-map-popup a", { hasText: name });
    await link.waitFor();
    assert.ok((await link.getAttribute("href")).startsWith("/"), "the popup links the business's page");
    const card = page.locator("li[data-map-item]", { has: page.getByRole("heading", { name, exact: true }) }).first();
    await page.waitForFunction((el) => el.hasAttribute("data-chosen"), await card.elementHandle()); // its ring (search.html)

    // A new visit without preferences consent asks again.
    const before = seen.tiles;
    await page.reload();
    await page.getByText(/\d+ Unternehmen gefunden/).waitFor();
    await page.getByRole("button", { name: "Karte", exact: true }).click();
    await page.getByRole("button", { name: "Karte laden" }).waitFor();
    await page.waitForLoadState("networkidle");
    assert.equal(seen.tiles, before, "no tile after the reload before a new click");
    assert.equal(await page.evaluate(() => window.localStorage.getItem("bb_map")), null);
  });
});

test("detail page: the map card asks first; with preferences consent the choice is remembered, without it not", async () => {
  const b = await aBerliner();
  await withPage(browser, "map on a detail page", desktop, async (page, context) => {
    await context.addCookies([consentCookie(server.baseURL, { preferences: true })]);
    const seen = watch(page);
    await page.goto(`${server.baseURL}/${b.urlSlug}`);
    await page.getByRole("heading", { level: 2, name: "Karte", exact: true }).waitFor();
    await page.getByText("Sie haben „Präferenzen“ erlaubt: Wir merken uns diese Wahl, künftig lädt die Karte ohne Nachfrage.").waitFor();
    await page.waitForLoadState("networkidle");
    assert.equal(seen.tiles, 0, "no tile before the click");
    assert.equal(seen.mapChunk, 0, "no map code before the click");

    await page.getByRole("button", { name: "Karte laden" }).click();
    await page.getByRole("region", { name: `Karte: ${b.name}` }).waitFor();
    await page.locator(".bb-map-pin").first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll(".leaflet-tile")].some((t) => t.complete && t.naturalWidth > 0));
    assert.ok(seen.tiles > 0, "tiles after the click");
    assert.match(await page.evaluate(() => window.localStorage.getItem("bb_map")), /^\d{4}-\d{2}-\d{2}$/);

    // Remembered: the next visit loads the map without asking.
    seen.tiles = 0;
    await page.reload();
    await page.locator(".bb-map-pin").first().waitFor();
    assert.equal(await page.getByRole("button", { name: "Karte laden" }).count(), 0);
    await page.waitForFunction(() => document.querySelectorAll(".leaflet-tile").length > 0);
    assert.ok(seen.tiles > 0, "tiles without a click on the next visit");

    // Preferences consent withdrawn: the choice is forgotten and the card asks again.
    await context.addCookies([consentCookie(server.baseURL)]);
    seen.tiles = 0;
    await page.reload();
    await page.getByRole("button", { name: "Karte laden" }).waitFor();
    await page.waitForLoadState("networkidle");
    assert.equal(seen.tiles, 0, "no tile once preferences consent is gone");
    assert.equal(await page.evaluate(() => window.localStorage.getItem("bb_map")), null);
  });
});
