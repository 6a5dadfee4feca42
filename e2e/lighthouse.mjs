// Lighthouse (mobile defaults, simulated throttling) of every public page
// kind in both locales, against the real binary with demo data, driving
// Debian's Chromium. Each page runs RUNS times (default 3); the table shows
// the median run by performance score and Lighthouse's benchmark index of
// the machine; `make lighthouse`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./lib/server.mjs";
import { artifactsDir } from "./lib/browser.mjs";

const runs = Number(process.env.RUNS ?? 3);
const server = await startServer({
  demoCount: Number(process.env.DEMO_COUNT ?? 5000),
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-dev-shm-usage",
  ],
});
try {
  const [popular] = await (
    await fetch(`${server.baseURL}/api/businesses/popular?limit=1`)
  ).json();
  const [city] = await (
    await fetch(`${server.baseURL}/api/cities?limit=1`)
  ).json();
  const { articles } = await (await fetch(`${server.baseURL}/api/blog`)).json();
  const kinds = {
    home: "/",
    detail: `/${popular.urlSlug}`,
    city: `/city/${encodeURIComponent(city.city)}`,
    categories: "/categories",
    category: "/categories/handwerker",
    search: "/businesses",
    static: "/help",
    blog: "/blog",
    article: `/blog/${articles[0].id}`,
  };
  const pages = {};
  for (const [name, route] of Object.entries(kinds)) {
    pages[name] = route;
    pages[`${name} en`] = route === "/" ? "/en" : `/en${route}`;
  }
  const outDir = path.join(artifactsDir, "..", "lighthouse");
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  for (const [name, route] of Object.entries(pages)) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.baseURL}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [
          "performance",
          "accessibility",
          "best-practices",
          "seo",
        ],
      });
      results.push(result);
    }
    results.sort(
      (a, b) =>
        a.lhr.categories.performance.score - b.lhr.categories.performance.score,
    );
    const median = results[Math.floor(results.length / 2)];
    const { categories, audits, environment } = median.lhr;
    writeFileSync(
      path.join(outDir, `${name.replace(" ", "-")}.json`),
      median.report,
    );
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
      benchmarkIndex: Math.round(environment.benchmarkIndex),
    });
    for (const [k, c] of Object.entries(categories)) {
      const failed = c.auditRefs
        .map((ref) => audits[ref.id])
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "manual",
        );
      if (k !== "performance" && failed.length)
        console.log(`${name} ${k}: ${failed.map((a) => a.id).join(", ")}`);
    }
  }
  console.table(rows);
  console.log(`median of ${runs} run(s) per page; reports: ${outDir}`);
} finally {
  await chrome.kill();
  await server.stop();
}
