// Lighthouse (mobile defaults, simulated throttling) of every public page
// kind in both locales and the typing user flow on /businesses, against the
// real binary with demo data, driving Debian's Chromium; `make lighthouse`.
// Each page runs RUNS times (default 3); the table shows the median run by
// performance score, the machine's benchmark index and the budgets a page
// misses. A full run writes the table into docs/benchmarks.md and warns when a
// page's performance fell by more than 5 points against the committed table.
//
//   RUNS=1 PAGES=home,search node lighthouse.mjs   (a subset, nothing written; PAGES=floor: the empty page)
//   BRANCHENBUCH_BIN=… measures another binary; NO_JS=1 blocks the JavaScript
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { artifactsDir } from "./lib/browser.mjs";
import { typingFlow } from "./lib/lighthouse-flow.mjs";
import { committedPerformance, drops, markdown, median, misses, row, writeTable } from "./lib/lighthouse-report.mjs";
import { startServer } from "./lib/server.mjs";

const runs = Number(process.env.RUNS ?? 3);
const floorPage = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Leer</title><meta name="description" content="Eine leere Seite als Maßstab."></head><body><h1>Leer</h1><p>Eine Überschrift und ein Absatz, ohne Stylesheet und ohne Skript.</p></body></html>`;
const only = process.env.PAGES ? new Set(process.env.PAGES.split(",")) : null;
const docsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../docs/benchmarks.md");

const server = await startServer({ demoCount: Number(process.env.DEMO_COUNT ?? 5000) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
});
try {
  const get = async (p) => (await fetch(server.baseURL + p)).json();
  const [popular] = await get("/api/businesses/popular?limit=1");
  const [city] = await get("/api/cities?limit=1");
  const { articles } = await get("/api/blog");
  // The city's first category link on its page opens one category in that city.
  const cityHTML = await (await fetch(`${server.baseURL}/city/${encodeURIComponent(city.city)}`)).text();
  const pair = cityHTML.match(/href="(\/city\/[^"/]+\/[a-z-]+)"/)?.[1];
  if (!pair) throw new Error("the city page links no category of the city");
  const kinds = {
    home: "/",
    detail: `/${popular.urlSlug}`,
    city: `/city/${encodeURIComponent(city.city)}`,
    categories: "/categories",
    category: "/categories/handwerker",
    "city category": pair,
    places: "/cities",
    search: "/businesses?query=friseur&location=Berlin",
    "search empty": "/businesses?query=zzyzxqwv&location=Berlin",
    help: "/help",
    blog: "/blog",
    article: `/blog/${articles[0].id}`,
    contact: "/contact",
    "add business": "/add-business",
    legal: "/imprint",
    cookies: "/cookies",
  };
  const pages = [];
  for (const [name, route] of Object.entries(kinds)) {
    pages.push([name, route], [`${name} en`, route === "/" ? "/en" : `/en${route}`]);
  }
  const outDir = path.join(artifactsDir, "..", "lighthouse");
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  for (const [name, route] of pages.filter(([n]) => !only || only.has(n) || only.has(n.replace(/ en$/, "")))) {
    const lhrs = [];
    // A run Lighthouse could not finish (a trace without navigation start, say) is run again, twice at most.
    for (let tries = 0; lhrs.length < runs && tries < runs + 2; tries++) {
      const { lhr } = await lighthouse(`${server.baseURL}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // NO_JS=1 measures the server's first HTML alone, the floor of any take-over of it.
        blockedUrlPatterns: process.env.NO_JS ? ["*.js"] : [],
      });
      if (lhr.runtimeError) console.log(`${name}: run failed (${lhr.runtimeError.code}), again`);
      else lhrs.push(lhr);
    }
    if (!lhrs.length) throw new Error(`${name}: no Lighthouse run finished`);
    const lhr = median(lhrs);
    writeFileSync(path.join(outDir, `${name.replaceAll(" ", "-")}.json`), JSON.stringify(lhr));
    const r = row(name, route, lhr);
    rows.push(r);
    console.log(`${name}: performance ${r.performance}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, index ${r.benchmarkIndex}`);
    for (const [k, c] of Object.entries(lhr.categories)) {
      if (k === "performance") continue;
      const failed = c.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && !["informative", "manual"].includes(a.scoreDisplayMode));
      if (failed.length) console.log(`  ${k}: ${failed.map((a) => a.id).join(", ")}`);
    }
  }
  // The yardstick of the start-up task: an empty page (a heading and a paragraph, no
  // stylesheet, no script) from a bare Node server, in the same browser and run. Its
  // longest task is what committing any navigation costs this machine at 4× slowdown.
  let floor = null;
  if (!only || only.has("floor")) {
    const bare = createServer((_, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(floorPage));
    await new Promise((ok) => bare.listen(0, "127.0.0.1", ok));
    const tasks = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${bare.address().port}/`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "seo"],
      });
      if (!lhr.runtimeError) tasks.push(row("floor", "/", lhr));
    }
    bare.close();
    tasks.sort((a, b) => a.taskMs - b.taskMs);
    floor = tasks[Math.floor(tasks.length / 2)];
    if (floor)
      console.log(
        `yardstick, an empty page: longest task ${floor.taskMs} ms, LCP ${floor.lcpMs} ms, index ${floor.benchmarkIndex}`,
      );
  }
  let flow = null;
  if (!only || only.has("flow")) {
    const flows = [];
    for (let i = 0; i < runs; i++) flows.push(await typingFlow(server.baseURL, chrome.port));
    flows.sort((a, b) => a.tbtMs - b.tbtMs);
    flow = flows[Math.floor(flows.length / 2)];
  }
  console.table(rows.map((r) => ({ ...r, misses: misses(r).join(", ") })));
  if (flow) console.log("user flow on /businesses (median by TBT):", flow);
  console.log(`median of ${runs} run(s) per page; reports: ${outDir}`);
  const warnings = drops(rows, committedPerformance(readFileSync(docsFile, "utf8")));
  for (const w of warnings) console.warn(`WARNING: performance dropped by more than 5 points: ${w}`);
  if (!only && process.env.WRITE !== "0") {
    writeTable(docsFile, markdown(rows, flow, new Date().toISOString().slice(0, 10), floor));
    console.log(`table written to ${docsFile}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
