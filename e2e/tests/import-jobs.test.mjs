// Large imports from the panel (docs/import.md): a multi-megabyte Outscraper
// .xlsx uploaded with its progress shown, then imported in the background as
// a job whose rows the panel follows to the report, with a second file
// queued behind it. The upload is slowed in the browser (Chromium's network
// emulation) so that its progress can be seen on a loopback connection.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path, { join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, signIn, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

const password = "E2e-Passwort-2024";
const rows = 60_000; // about 32 MB: at 10,000 rows/s still several seconds of import after the upload
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const binary = process.env.BRANCHENBUCH_BIN ?? path.join(root, "bin", "branchenbuch");

let server;
let browser;
let dir;
let big;
let small;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "branchenbuch-import-jobs-"));
  big = join(dir, "outscraper-berlin.xlsx");
  execFileSync(binary, ["demo", "--write", big, "--count", String(rows), "--seed", "2"], {
    env: { ...process.env, DATABASE_URL: join(dir, "unused.db"), LOG_LEVEL: "warn" },
  });
  small = join(dir, "nachzuegler.csv");
  writeFileSync(
    small,
    ["name,place_id,city", "Nachzügler Eins,late-1,Köln", "Nachzügler Zwei,late-2,Köln", "Nachzügler Eins,late-1,Köln"].join("\n"),
  );
  server = await startServer({ demoCount: 2000, env: { ADMIN_PASSWORD: password, MAX_UPLOAD_MB: "100" } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("upload a large export, watch it upload and import to the report, with a second file queued behind it", async () => {
  const megabytes = statSync(big).size / (1024 * 1024);
  assert.ok(megabytes > 20, `the file has ${megabytes.toFixed(1)} MB, want more than the default limit`);
  await withPage(browser, "import jobs", desktop, async (page, context) => {
    await signIn(page, server.baseURL, password);
    const area = page.getByRole("region", { name: "Excel İçe Aktarma" });
    await area.getByText("En fazla 100 MB.").waitFor();

    // Slow the upload to 8 MB/s so that its progress shows for a few seconds.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024 * 1024,
    });
    await area.locator('input[type="file"]').setInputFiles(big);
    await area.getByText("outscraper-berlin.xlsx").waitFor();
    await area.getByRole("button", { name: "İçe Aktar", exact: true }).click();
    const uploading = area.getByText(/^Yükleniyor: [\d,]+ MB \/ [\d,]+ MB \(%\d+\)$/);
    await uploading.waitFor();
    const seen = await uploading.textContent();
    const percent = Number(/%(\d+)/.exec(seen)[1]);
    assert.ok(percent < 100, `upload progress ${seen}`);
    await area.getByRole("button", { name: "Yüklemeyi iptal et" }).waitFor();
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // The upload is answered with the job; the area is free for the next file.
    await area.getByText(/içe aktarma görevi #\d+ olarak sıraya alındı/).waitFor({ timeout: 60_000 });
    const first = area.getByRole("listitem", { name: "İçe aktarma: outscraper-berlin.xlsx" });
    await first.getByText(/[\d.]+ \/ 60\.000 satır okundu/).waitFor({ timeout: 30_000 });
    const bar = first.getByRole("progressbar", { name: "İçe aktarma durumu" });
    const share = Number(await bar.getAttribute("aria-valuenow"));
    assert.ok(share > 0 && share < 100, `import progress ${share}%`);

    // A second file while the first imports: it waits in the queue.
    await area.locator('input[type="file"]').setInputFiles(small);
    await area.getByRole("button", { name: "İçe Aktar", exact: true }).click();
    const second = area.getByRole("listitem", { name: "İçe aktarma: nachzuegler.csv" });
    await second.getByText("Sırada").waitFor({ timeout: 30_000 });
    assert.equal(await first.getAttribute("data-state"), "running", "the first import still runs while the second waits");

    // The first import reaches its report, then the second runs.
    const firstReport = first.getByRole("region", { name: "İçe aktarma sonucu" });
    await firstReport.getByText("İçe aktarma tamamlandı").waitFor({ timeout: 120_000 });
    const imported = await firstReport.getByText("Yeni eklenen").locator("xpath=following-sibling::dd").textContent();
    assert.equal(imported, "60.000");
    const secondReport = second.getByRole("region", { name: "İçe aktarma sonucu" });
    await secondReport.getByText("İçe aktarma tamamlandı").waitFor({ timeout: 60_000 });
    await secondReport.getByRole("table", { name: "Yinelenen satırlar" }).getByText("late-1").waitFor();
  });
  const res = await fetch(`${server.baseURL}/api/businesses/search?query=Nachz%C3%BCgler&location=K%C3%B6ln`);
  const found = (await res.json()).businesses.map((b) => b.name).sort();
  assert.deepEqual(found, ["Nachzügler Eins", "Nachzügler Zwei"]);
});
