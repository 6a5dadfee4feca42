// The operator's journeys through the panel at /admin, in a real browser
// against the real binary.
import assert from "node:assert/strict";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { consentCookie, desktop, launchBrowser, signIn, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";
import { readXlsx } from "../lib/xlsx.mjs";

const password = "E2e-Passwort-2024";
let server;
let browser;
before(async () => {
  server = await startServer({ env: { ADMIN_PASSWORD: password } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const consent = () => consentCookie(server.baseURL, { marketing: true });

test("log in with a wrong, then the right password", async () => {
  await withPage(browser, "admin login", desktop, async (page) => {
    await page.goto(server.baseURL + "/admin");
    await page.getByLabel("Şifre").fill("falsch-falsch");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.getByRole("alert").getByText("Geçersiz şifre!").waitFor();
    await page.getByLabel("Şifre").fill(password);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.getByRole("heading", { level: 1, name: "Yönetim Paneli" }).waitFor();
    await page.getByRole("region", { name: "İstatistikler" }).waitFor();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "bb_session");
    assert.ok(session?.httpOnly && session.sameSite === "Strict", `session cookie ${JSON.stringify(session)}`);
    // A reload keeps the session; signing out ends it.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Yönetim Paneli" }).waitFor();
    await page.getByRole("button", { name: "Panelden Çık" }).click();
    await page.waitForURL(server.baseURL + "/");
    const res = await page.request.get(server.baseURL + "/api/admin/stats");
    assert.equal(res.status(), 401);
  });
});

test("filter and sort the business table", async () => {
  await withPage(browser, "admin table", desktop, async (page) => {
    await signIn(page, server.baseURL, password);
    const table = page.getByRole("region", { name: "İşletmeler tablosu" });
    await table.getByRole("row").nth(1).waitFor();
    const [city] = await (await page.request.get(server.baseURL + "/api/cities?limit=1")).json();
    await page.getByLabel("Şehir").selectOption(city.city);
    await page.getByText(`${city.businessCount} işletme bulundu`).waitFor();
    const cities = await table.locator("tbody tr td:nth-child(2)").allTextContents();
    assert.ok(cities.length > 0 && cities.every((c) => c.includes(city.city)), `cities in the table: ${cities}`);
    // Rating: first click ascending, second descending.
    await page.getByRole("button", { name: /^Puan/ }).click();
    await page.getByRole("button", { name: "Puan (artan)" }).click();
    await page.getByRole("button", { name: "Puan (azalan)" }).waitFor();
    const want = await (
      await page.request.get(
        `${server.baseURL}/api/admin/businesses?page=1&limit=20&city=${encodeURIComponent(city.city)}&sortBy=rating&sortOrder=desc`,
        // A client without the browser's fetch metadata shows it is ours (docs/security.md).
        { headers: { "X-Branchenbuch-Panel": "1" } },
      )
    ).json();
    await table.getByRole("row", { name: new RegExp(want.businesses[0].name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first().waitFor();
    const firstRow = await table.locator("tbody tr").first().textContent();
    assert.ok(firstRow.includes(want.businesses[0].name), `first row ${firstRow}, want ${want.businesses[0].name}`);
  });
});

test("settings saved in the panel show on the storefront", async () => {
  await withPage(browser, "admin settings", desktop, async (page, context) => {
    await signIn(page, server.baseURL, password);
    await page.getByRole("tab", { name: "Site Ayarları" }).click();
    await page.getByLabel("Head Kodu").fill(`<script>window.__e2eHead = "Grüße aus dem Panel"</script>`);
    await page.getByLabel("Reklam Alanı 1").fill(`<div>Panel-Anzeige</div><script>window.__e2eAd = true</script>`);
    await page.getByRole("button", { name: "Ayarları Kaydet" }).click();
    // exact: Radix also announces the toast in a live region ("Bildirim Başarılı ✓Tüm …").
    await page.getByText("Tüm ayarlar başarıyla kaydedildi", { exact: true }).first().waitFor();
    await context.addCookies([consent()]);
    const [b] = await (await page.request.get(server.baseURL + "/api/businesses/popular?limit=1")).json();
    await page.goto(`${server.baseURL}/${b.urlSlug}`);
    assert.equal(await page.evaluate(() => window.__e2eHead), "Grüße aus dem Panel");
    await page.locator('[data-ad-area="1"]').getByText("Panel-Anzeige").waitFor();
    await page.waitForFunction(() => window.__e2eAd === true);
  });
});

test("a refused setting is explained in Turkish, not in the server's German", async () => {
  await withPage(browser, "admin settings refused", desktop, async (page) => {
    await signIn(page, server.baseURL, password);
    await page.getByRole("tab", { name: "Site Ayarları" }).click();
    await page.getByLabel("Harita döşeme adresi (URL şablonu)").fill("ftp://tiles.example/{z}/{x}/{y}.png");
    await page.getByRole("button", { name: "Ayarları Kaydet" }).click();
    const toast = page.getByText(/^Ayarlar kaydedilemedi: /).first();
    await toast.waitFor();
    assert.equal(
      await toast.textContent(),
      "Ayarlar kaydedilemedi: HTTP 400: Harita döşeme adresi (map_tile_url) http:// veya https:// ile başlamalı.",
    );
    assert.equal(await page.getByText("muss mit http").count(), 0);
  });
});

test("approve a submission and find the business on the storefront", async () => {
  await withPage(browser, "admin approve", desktop, async (page) => {
    const name = `Tischlerei Probst ${Date.now() % 100000}`;
    const res = await page.request.post(server.baseURL + "/api/submissions", {
      headers: { "Content-Type": "application/json", Origin: server.baseURL },
      data: {
        name,
        category: "handwerker",
        description: "Möbel nach Maß und Innenausbau.",
        address: "Werkstattweg 3",
        city: "Berlin",
        postal_code: "10115",
        phone: "+49 30 1234567",
        email: "info@tischlerei-probst.example",
        website: "https://tischlerei-probst.example",
        hours: { monday: "08:00-17:00" },
      },
    });
    assert.equal(res.status(), 201, await res.text());
    await signIn(page, server.baseURL, password);
    await page.getByRole("tab", { name: "İşletmeler" }).click();
    const card = page.getByRole("article", { name });
    await card.getByRole("button", { name: "Onayla" }).click();
    await page.getByRole("alertdialog", { name: "Başvuruyu onayla" }).getByRole("button", { name: "Onayla" }).click();
    await page.getByRole("link", { name: "Yeni işletmeyi görüntüle" }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    // And it is found by the storefront's search.
    // The start page's search form leads to the search page, which lists it.
    await page.goto(`${server.baseURL}/businesses?q=${encodeURIComponent("Tischlerei Probst")}&city=Berlin`);
    await page.getByText(name, { exact: true }).first().waitFor();
  });
});

test("import an Outscraper file, see the report, export the result", async () => {
  await withPage(browser, "admin import export", desktop, async (page) => {
    const dir = await mkdtemp(join(tmpdir(), "bb-import-"));
    const file = join(dir, "outscraper-koeln.csv");
    // Row numbers as a spreadsheet shows them: the header is row 1.
    await writeFile(
      file,
      [
        "name;place_id;city;postal_code;rating;reviews;website",
        "Importhaus Kölner Dom;e2e-1;Köln;50667;4,6;120.0;https://importhaus.example",
        "Importhaus Kölner Dom (Kopie);e2e-1;Köln;50667;4,6;120;",
        ";e2e-2;Köln;;;;",
        "Importhaus Rheinblick;e2e-3;Köln;50668;7;3;",
        "Importhaus Südstadt;e2e-4;Köln;50677;3.9;8;None",
      ].join("\r\n"),
    );
    await signIn(page, server.baseURL, password);
    const area = page.getByRole("region", { name: "Excel İçe Aktarma" });
    await area.locator('input[type="file"]').setInputFiles(file);
    await area.getByText("outscraper-koeln.csv").waitFor();
    await area.getByRole("button", { name: "İçe Aktar", exact: true }).click();
    const result = page.getByRole("region", { name: "İçe aktarma sonucu" });
    await result.locator('[data-state="success"]').waitFor();
    const text = await result.textContent();
    assert.match(text, /İçe aktarma tamamlandı/);
    const duplicates = result.getByRole("table", { name: "Yinelenen satırlar" });
    await duplicates.getByRole("row", { name: /3.*Importhaus Kölner Dom \(Kopie\).*e2e-1/ }).waitFor();
    const errors = result.getByRole("table", { name: "Hatalı satırlar" });
    await errors.getByRole("row", { name: /^4 / }).waitFor();
    await errors.getByRole("row", { name: /^5 .*7/ }).waitFor();

    // The new businesses are in the table, and the export of that selection holds them.
    await page.getByLabel("Ara").fill("Importhaus");
    await page.getByText("2 işletme bulundu").waitFor();
    const exportForm = page.getByRole("form", { name: "Dışa Aktarma" });
    await exportForm.getByLabel("Dışa aktarma türü").selectOption({ label: "ID aralığı" });
    await exportForm.getByRole("button", { name: "CSV Dışa Aktar" }).click();
    await exportForm.getByRole("alert").getByText("Aralık değerlerini girin").waitFor();
    await exportForm.getByLabel("Dışa aktarma türü").selectOption({ label: "Tarihe göre" });
    await exportForm.getByRole("button", { name: "CSV Dışa Aktar" }).click();
    await exportForm.getByRole("alert").getByText("Tarih seçin").waitFor();
    await exportForm.getByLabel("Dışa aktarma türü").selectOption({ label: "Tümü (filtrelere göre)" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportForm.getByRole("button", { name: "CSV Dışa Aktar" }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^businesses_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    assert.ok(csv.startsWith("\uFEFFid,"), `export starts ${JSON.stringify(csv.slice(0, 20))}`);
    const lines = csv.trim().split("\n");
    assert.equal(lines.length, 3, `export lines: ${lines.length}`);
    assert.ok(csv.includes("Importhaus Kölner Dom") && csv.includes("Importhaus Südstadt"));

    // The same selection as an Excel workbook: typed cells, the header frozen
    // with an autofilter; the choice is remembered after a reload.
    await exportForm.getByLabel("Biçim").selectOption({ label: "Excel (.xlsx)" });
    const [workbook] = await Promise.all([
      page.waitForEvent("download"),
      exportForm.getByRole("button", { name: "Excel Dışa Aktar" }).click(),
    ]);
    assert.match(workbook.suggestedFilename(), /^businesses_export_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readXlsx(await workbook.path());
    assert.deepEqual(sheet.sheets, ["businesses"]);
    const header = sheet.rows[0].map((c) => c.value);
    assert.equal(header[0], "id");
    assert.equal(sheet.rows.length, 3, `sheet rows: ${sheet.rows.length}`);
    assert.ok(sheet.frozen, "header row not frozen");
    assert.equal(sheet.autoFilter, "A1:AI3");
    const cell = (row, name) => row[header.indexOf(name)];
    const dom = sheet.rows.slice(1).find((r) => cell(r, "name").value === "Importhaus Kölner Dom");
    assert.ok(dom, "Importhaus Kölner Dom not in the workbook");
    assert.deepEqual(cell(dom, "rating"), { type: "n", value: "4.6" });
    assert.deepEqual(cell(dom, "reviews"), { type: "n", value: "120" });
    assert.deepEqual(cell(dom, "postal_code"), { type: "s", value: "50667" });
    assert.deepEqual(cell(dom, "website"), { type: "s", value: "https://importhaus.example" });
    assert.equal(cell(dom, "hidden").type, "b");
    assert.equal(cell(dom, "created_at").type, "n");
    await page.reload();
    await page.getByRole("form", { name: "Dışa Aktarma" }).getByRole("button", { name: "Excel Dışa Aktar" }).waitFor();
    await rm(dir, { recursive: true, force: true });
  });
});
