// The operator's background jobs in a real browser against the real binary:
// URL validation watched live on /url-validation-status, and imported
// photos mirrored so that visitors' browsers only ever load our own copies.
// The websites and photos are a local fixture server that the binary is
// told to allow (OUTBOUND_ALLOW_HOSTS); everything else internal stays blocked.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, phone, signIn, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

const password = "E2e-Passwort-2024";

/** png draws a w×h RGB picture with a gradient, as a real PNG file. */
function png(w, h) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) raw.set([x % 256, y % 256, 120], y * (w * 3 + 1) + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

let fixture; // the businesses' websites and photos
let fixtureURL;
let server;
let browser;
let dir;
const fixtureHits = [];

before(async () => {
  const photo = png(1000, 700);
  fixture = http.createServer((req, res) => {
    fixtureHits.push(`${req.method} ${req.url}`);
    if (req.url === "/ok") return res.end("<!doctype html><title>OK</title>");
    if (req.url === "/head-refused") {
      res.statusCode = req.method === "HEAD" ? 405 : 200;
      return res.end();
    }
    if (req.url === "/photo.png") {
      res.setHeader("Content-Type", "image/png");
      return res.end(photo);
    }
    res.statusCode = 404;
    res.end("not found");
  });
  await new Promise((r) => fixture.listen(0, "127.0.0.1", r));
  fixtureURL = `http://127.0.0.1:${fixture.address().port}`;
  dir = mkdtempSync(join(tmpdir(), "branchenbuch-jobs-"));
  const rows = [
    ["Werkstatt Eins", `${fixtureURL}/ok`, `${fixtureURL}/photo.png`],
    ["Werkstatt Zwei", `${fixtureURL}/missing`, `${fixtureURL}/gone.jpg`],
    ["Werkstatt Drei", `${fixtureURL}/head-refused`, ""],
    ["Werkstatt Vier", "http://10.0.0.1/", "http://169.254.169.254/latest/photo.jpg"],
  ];
  const csv = [
    "name,category,city,postal_code,address,site,photo,place_id,rating,reviews",
    ...rows.map(([name, site, photo], i) =>
      [name, "Autowerkstatt", "Berlin", "10115", `"Invalidenstraße ${i + 1}, 10115 Berlin"`, site, photo, `e2e-job-${i}`, "4.5", "12"].join(","),
    ),
  ].join("\n");
  writeFileSync(join(dir, "werkstaetten.csv"), csv);
  server = await startServer({
    demoCount: 0,
    importFile: join(dir, "werkstaetten.csv"),
    env: { ADMIN_PASSWORD: password, OUTBOUND_ALLOW_HOSTS: "127.0.0.1" },
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  fixture?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("start the URL validation in the panel and watch it to the report", async () => {
  await withPage(browser, "url validation", desktop, async (page) => {
    await signIn(page, server.baseURL, password);
    await page.getByRole("link", { name: "URL doğrulama durumu" }).click();
    await page.waitForURL("**/url-validation-status");
    await page.getByRole("heading", { level: 1, name: "URL Doğrulama Durumu" }).waitFor();
    await page.getByText("Henüz doğrulama yapılmadı").waitFor();
    await page.getByRole("button", { name: "Doğrulamayı Başlat" }).click();
    await page.getByText("Yaklaşık 4 URL arka planda kontrol ediliyor.", { exact: true }).waitFor();
    await page.getByText("Rapor hazır").waitFor({ timeout: 30_000 });
    const bar = page.getByRole("progressbar");
    assert.equal(await bar.getAttribute("aria-valuenow"), "100");
    const main = await page.locator("main").innerText();
    assert.match(main, /4 \/ 4/);
    assert.match(main, /Geçerli\s*2/);
    assert.match(main, /Geçersiz\s*2/);
    const link = page.getByRole("link", { name: "Raporu indir (CSV)" });
    // The browser would send Sec-Fetch-Site; this client shows it is ours (docs/security.md).
    const report = await page.request.get(new URL(await link.getAttribute("href"), server.baseURL).href, {
      headers: { "X-Branchenbuch-Panel": "1" },
    });
    assert.equal(report.status(), 200);
    const text = await report.text();
    assert.equal(text.trim().split("\n").length, 5, text);
    assert.match(text, /Werkstatt Zwei,.*,geçersiz,status 404/);
    assert.match(text, /Werkstatt Vier,.*,geçersiz,blocked: private address/);
    assert.ok(!fixtureHits.includes("GET /ok"), "a working HEAD needs no GET");
    assert.ok(fixtureHits.includes("GET /head-refused"), "a refused HEAD is asked again with GET");
  });
});

test("imported photos are mirrored: the storefront loads only our own copies", async () => {
  // The import queued the mirroring; the server's runner does it.
  let business;
  for (let i = 0; i < 100 && !business?.photos?.length; i++) {
    const res = await fetch(`${server.baseURL}/api/businesses/search?query=Werkstatt%20Eins&location=Berlin`);
    business = (await res.json()).businesses.find((b) => b.name === "Werkstatt Eins");
    if (!business?.photos?.length) await new Promise((r) => setTimeout(r, 200));
  }
  assert.match(business.photos[0], /^\/media\/photos\/[0-9a-f]{24}\.jpg$/);
  assert.match(business.thumbnail, /^\/media\/photos\/[0-9a-f]{24}-320\.jpg$/);
  const res = await fetch(server.baseURL + business.photos[0]);
  assert.equal(res.headers.get("content-type"), "image/jpeg");
  assert.match(res.headers.get("cache-control"), /immutable/);
  assert.ok(!fixtureHits.some((h) => h.includes("169.254")), "the metadata address was never asked");

  for (const [name, path, viewport] of [
    ["detail", `/${business.urlSlug}`, phone],
    ["city list", "/city/Berlin", desktop],
    ["search", "/businesses?query=Werkstatt&location=Berlin", phone],
  ]) {
    await withPage(browser, `mirrored photos ${name}`, viewport, async (page) => {
      const hosts = new Set();
      page.on("request", (r) => hosts.add(new URL(r.url()).host));
      await page.goto(server.baseURL + path);
      const img = page.locator(`img[src^="/media/photos/"]`).first();
      await img.waitFor();
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle());
      assert.deepEqual([...hosts], [new URL(server.baseURL).host], `${name} contacted ${[...hosts]}`);
    });
  }
});
