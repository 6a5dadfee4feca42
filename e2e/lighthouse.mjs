// Lighthouse (mobile, simulated throttling) for the home page, a detail page
// and a city page of the real binary with demo data, driving Debian's
// Chromium. Prints the four category scores per page; `make lighthouse`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./lib/server.mjs";
import { artifactsDir } from "./lib/browser.mjs";

const server = await startServer({ demoCount: Number(process.env.DEMO_COUNT ?? 5000) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
});
try {
  const [popular] = await (await fetch(`${server.baseURL}/api/businesses/popular?limit=1`)).json();
  const [city] = await (await fetch(`${server.baseURL}/api/cities?limit=1`)).json();
  const pages = {
    home: "/",
    detail: `/${popular.urlSlug}`,
    city: `/city/${encodeURIComponent(city.city)}`,
  };
  const outDir = path.join(artifactsDir, "..", "lighthouse");
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  for (const [name, route] of Object.entries(pages)) {
    const result = await lighthouse(`${server.baseURL}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result.lhr;
    writeFileSync(path.join(outDir, `${name}.json`), result.report);
    const score = (k) => Math.round(categories[k].score * 100);
    rows.push({
      page: `${name} (${route})`,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      LCP: audits["largest-contentful-paint"].displayValue,
      CLS: audits["cumulative-layout-shift"].displayValue,
      TBT: audits["total-blocking-time"].displayValue,
    });
    for (const [k, c] of Object.entries(categories)) {
      const failed = c.auditRefs
        .map((ref) => audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual");
      if (k !== "performance" && failed.length) console.log(`${name} ${k}: ${failed.map((a) => a.id).join(", ")}`);
    }
  }
  console.table(rows);
  console.log(`reports: ${outDir}`);
} finally {
  await chrome.kill();
  await server.stop();
}
