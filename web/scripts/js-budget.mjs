// The first-load JavaScript budget of every public page kind, read from a
// production build's manifest (a size check, not a timed test). A page's first
// load is the entry chunk, the page module's chunk, every chunk they import
// statically, and the chunks the frame imports on start for a first visitor
// (the cookie banner: the entry's dynamic imports that are not pages), each
// compressed with gzip at the best level, as the server sends them.
//
//   node scripts/js-budget.mjs [dist]     (default: builds into ../tmp/web-budget)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** budget is DESIGN.md's storefront budget: 100 kB (1 kB = 1,000 bytes) of gzip JavaScript on first load. */
export const budget = 100_000;

/**
 * allowances hold the page kinds that miss the budget today at what they
 * weighed on 2026-11-26 with the server's frame (docs/hydration.md) plus 0.5 to 1 kB, so that none grows while the gap is
 * open: React DOM, TanStack Query and React alone are about 90 kB of every
 * page (docs/hydration.md). A page kind without an allowance must meet the
 * budget; lower an allowance when a page shrinks, drop it when it meets the budget.
 */
export const allowances = {};

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** islandsEntry is the only script of a page the server renders completely (docs/hydration.md). */
const islandsEntry = "src/app/islands.ts";

/** routeTable is the generated route table: [path, page module, panel]; a server route's module is the islands' entry. */
function routeTable() {
  const src = readFileSync(path.join(web, "src/app/routes.gen.ts"), "utf8");
  const re = /\{ path: "([^"]+)", module: "([^"]*)", panel: (true|false), server: (true|false) \}/g;
  return [...src.matchAll(re)].map((m) => [m[1], m[4] === "true" ? islandsEntry : m[2], m[3] === "true"]);
}

/** closure lists the chunk files of an entry and everything it imports statically. */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return [...files];
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, files);
  return [...files];
}

/** firstLoad lists the chunk files a page loads first: the entry's and the page's static closure plus start-up chunks. */
export function firstLoad(manifest, pageModule) {
  if (pageModule === islandsEntry) return closure(manifest, islandsEntry);
  const entryKey = "index.html"; // the app's entry; the islands' entry (src/app/islands.ts) is one of its imports
  const pages = new Set(routeTable().map(([, m]) => m));
  const files = new Set();
  closure(manifest, entryKey, files);
  closure(manifest, pageModule, files);
  for (const dyn of manifest[entryKey].dynamicImports ?? []) if (!pages.has(dyn)) closure(manifest, dyn, files);
  return [...files];
}

function main() {
  let dist = process.argv[2];
  if (!dist) {
    dist = path.resolve(web, "../tmp/web-budget");
    execFileSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", dist, "--emptyOutDir"], {
      cwd: web,
      stdio: "inherit",
    });
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const gz = new Map();
  const size = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const byModule = new Map();
  for (const [route, module] of routeTable().filter(([, , panel]) => !panel)) {
    byModule.set(module, [...(byModule.get(module) ?? []), route]);
  }
  const failures = [];
  const rows = [];
  let over = 0;
  for (const [module, routes] of byModule) {
    const bytes = firstLoad(manifest, module).reduce((sum, f) => sum + size(f), 0);
    const allowed = allowances[module] ?? budget;
    const page = routes.join(" ");
    if (bytes > budget) over++;
    if (bytes > allowed) failures.push(`${page}: ${bytes} bytes, allowed ${allowed}`);
    if (allowances[module] && bytes <= budget) console.log(`${page} meets the budget now: drop its allowance`);
    rows.push({
      page,
      "first-load kB (gzip)": (bytes / 1000).toFixed(1),
      "within 100 kB": bytes <= budget,
      "allowance kB": allowances[module] ? allowances[module] / 1000 : "",
    });
  }
  console.table(rows);
  console.log(
    `${over} of ${byModule.size} public page kinds above the budget of ${budget / 1000} kB of JavaScript on first load`,
  );
  if (failures.length) {
    console.error(`JavaScript budget: grown beyond the budget or its allowance:\n${failures.join("\n")}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
