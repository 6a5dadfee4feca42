// Debian's Chromium driven by playwright-core; a failing journey leaves a
// screenshot under tmp/e2e-artifacts and prints it into the log.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const artifactsDir = path.join(root, "tmp", "e2e-artifacts");

/** launchBrowser starts headless Chromium with the flags this machine needs. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
  });
}

/** viewports the journeys run in. */
export const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
export const desktop = { viewport: { width: 1280, height: 800 } };

/**
 * withPage runs fn with a fresh page; on failure it saves a full-page
 * screenshot, prints its path and a base64 copy into the log, and rethrows.
 * An uncaught error or anything the page's Content-Security-Policy blocked
 * fails the journey (docs/security.md).
 */
export async function withPage(browser, name, options, fn) {
  const context = await browser.newContext({ locale: "de-DE", timezoneId: "Europe/Berlin", ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(err));
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) errors.push(`CSP: ${msg.text()}`);
  });
  try {
    await fn(page, context);
    if (errors.length) throw new Error(`uncaught errors in the page: ${errors.map(String).join("; ")}`);
  } catch (err) {
    mkdirSync(artifactsDir, { recursive: true });
    const file = path.join(artifactsDir, `${name.replace(/[^a-z0-9]+/gi, "-")}.png`);
    try {
      const png = await page.screenshot({ fullPage: true });
      writeFileSync(file, png);
      const jpeg = await page.screenshot({ type: "jpeg", quality: 25, scale: "css" });
      console.error(`screenshot of failed journey "${name}" (${page.url()}): ${file}`);
      console.error(`data:image/jpeg;base64,${jpeg.toString("base64")}`);
    } catch (shotErr) {
      console.error(`no screenshot for "${name}": ${shotErr}`);
    }
    throw err;
  } finally {
    await context.close();
  }
}

/**
 * consentCookie is the bb_consent cookie of a stored choice for the site at
 * baseURL: the necessary cookies only, unless choice turns categories on.
 * With a stored choice the first-visit banner stays away.
 */
export function consentCookie(baseURL, choice = {}) {
  const prefs = { necessary: true, analytics: false, marketing: false, preferences: false, ...choice };
  return { name: "bb_consent", value: encodeURIComponent(JSON.stringify(prefs)), url: baseURL };
}

/** signIn opens the operator panel at baseURL and signs in with password. */
export async function signIn(page, baseURL, password) {
  await page.goto(baseURL + "/admin");
  await page.getByLabel("Şifre").fill(password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await page.getByRole("heading", { level: 1, name: "Yönetim Paneli" }).waitFor();
}

/**
 * islandsOnly tells what is wrong with the scripts a storefront page loaded
 * (paths, hashes stripped or not), "" when nothing: the islands' entry must be
 * among them, and none of the React app's (its entry, React DOM, the router,
 * the panel) or a map's, which come only after a click (docs/hydration.md).
 */
export function islandsOnly(scripts) {
  const names = scripts.map((s) => s.replace(/-[\w-]+\.js$/, ".js"));
  if (!names.includes("/assets/islands.js")) return `no islands' entry: ${names}`;
  const app = names.filter((n) => /^\/assets\/(index|client|router|admin-page|leaflet-map|detail-leaflet|results-map-island)\.js$/.test(n));
  return app.length ? `the app's or a map's scripts: ${app}` : "";
}
