// The first-load JavaScript budget of the storefront, read from a production
// build's manifest (a size check, not a timed test). Every storefront page is
// the server's (docs/hydration.md) and loads the islands' entry with its static
// imports; a page kind with islands of its own also loads them at once: the
// entry's dynamic imports (fetched when their element is on the page: the
// detail page's, the forms') and the build's other island entries (the search
// page's, which the server names in its page). Each is counted with the
// islands' entry, every file compressed with gzip at the best level, as the
// server sends them. The panel (index.html, the React app) is not a public page.
//
//   node scripts/js-budget.mjs [dist]     (default: builds into ../tmp/web-budget)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** budget is the storefront's budget: 100 kB (1 kB = 1,000 bytes) of gzip JavaScript on first load (docs/hydration.md, "Budgets"). */
export const budget = 100_000;

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** islandsEntry is the script of every storefront page (docs/hydration.md). */
const islandsEntry = "src/app/islands.ts";

/** closure lists the chunk files of an entry and everything it imports statically. */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, files);
  return files;
}

/** firstLoads lists what the storefront's pages load first: the islands' entry alone, and with each page kind's own islands. */
export function firstLoads(manifest) {
  const own = [
    ...(manifest[islandsEntry].dynamicImports ?? []),
    ...Object.keys(manifest).filter((k) => manifest[k].isEntry && k !== islandsEntry && k !== "index.html"),
  ];
  return [
    ["every storefront page: " + islandsEntry, [...closure(manifest, islandsEntry)]],
    ...own.map((key) => ["with " + key, [...closure(manifest, key, closure(manifest, islandsEntry))]]),
  ];
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
  const rows = firstLoads(manifest).map(([load, files]) => {
    const bytes = files.reduce((sum, f) => sum + size(f), 0);
    return { load, "first-load kB (gzip)": (bytes / 1000).toFixed(1), "within 100 kB": bytes <= budget, bytes };
  });
  console.table(rows.map(({ bytes: _, ...row }) => row));
  const over = rows.filter((r) => r.bytes > budget);
  if (over.length) {
    console.error(
      `JavaScript budget of ${budget / 1000} kB exceeded:\n${over.map((r) => `${r.load}: ${r.bytes} bytes`).join("\n")}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
