// The Lighthouse report of `make lighthouse`: one row per page from the median
// run, the storefront budgets checked per row, the table written between two
// markers in docs/benchmarks.md, and a warning when a page's performance fell
// by more than 5 points against the table committed there.
import { readFileSync, writeFileSync } from "node:fs";

/** budgets are the storefront budgets of every public page kind. */
export const budgets = { performance: 95, accessibility: 95, seo: 100, lcpMs: 2000, tbtMs: 150, cls: 0.05, taskMs: 50 };

const begin = "<!-- lighthouse:begin (written by make lighthouse) -->";
const end = "<!-- lighthouse:end -->";

/** median is the run in the middle by performance score. */
export function median(lhrs) {
  const sorted = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return sorted[Math.floor(sorted.length / 2)];
}

/** row is a page's figures from one Lighthouse result. */
export function row(name, route, lhr) {
  const score = (k) => Math.round(lhr.categories[k].score * 100);
  const a = lhr.audits;
  const longest = a["long-tasks"]?.details?.items?.[0]?.duration ?? 0;
  return {
    page: name,
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    lcpMs: Math.round(a["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(a["total-blocking-time"].numericValue),
    cls: Math.round(a["cumulative-layout-shift"].numericValue * 1000) / 1000,
    taskMs: Math.round(longest),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** misses lists the budgets a row does not meet. */
export function misses(r) {
  const m = [];
  if (r.performance < budgets.performance) m.push("performance");
  if (r.accessibility < budgets.accessibility) m.push("accessibility");
  if (r.seo < budgets.seo) m.push("SEO");
  if (r.lcpMs > budgets.lcpMs) m.push("LCP");
  if (r.tbtMs > budgets.tbtMs) m.push("TBT");
  if (r.cls > budgets.cls) m.push("CLS");
  if (r.taskMs > budgets.taskMs) m.push("task");
  return m;
}

const ms = (v) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v} ms`);

/** markdown is the table docs/benchmarks.md shows. */
export function markdown(rows, flow, date, floor) {
  const lines = [
    `Median of the runs per page, ${date}; the benchmark index is Lighthouse's measure of the machine for that run.`,
    "",
    "| page | route | performance | accessibility | SEO | LCP | TBT | CLS | longest task | benchmark index | misses |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.page} | \`${r.route}\` | ${r.performance} | ${r.accessibility} | ${r.seo} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls} | ${ms(r.taskMs)} | ${r.benchmarkIndex.toLocaleString("en")} | ${misses(r).join(", ") || "–"} |`,
    ),
  ];
  if (floor) {
    lines.push(
      "",
      `Yardstick of the longest task: an empty page (a heading and a paragraph, no stylesheet, no script) from a bare Node server in the same browser and run: longest task ${ms(floor.taskMs)}, LCP ${ms(floor.lcpMs)}, benchmark index ${floor.benchmarkIndex.toLocaleString("en")}.`,
    );
  }
  if (flow) {
    lines.push(
      "",
      `User flow on \`/businesses\` (type a query, pick a filter, open the next page; a Lighthouse timespan with ${flow.throttling}): INP ${flow.inpMs ?? "–"} ms, TBT ${flow.tbtMs} ms, benchmark index ${flow.benchmarkIndex.toLocaleString("en")}; the same steps without Lighthouse at 4× CPU slowdown: ${flow.longTasks} long tasks, the longest ${flow.longestTaskMs} ms.`,
    );
  }
  return lines.join("\n");
}

/** committedPerformance reads the performance column of the table in docs/benchmarks.md, by page. */
export function committedPerformance(doc) {
  const i = doc.indexOf(begin);
  const j = doc.indexOf(end);
  const scores = new Map();
  if (i < 0 || j < i) return scores;
  for (const line of doc.slice(i, j).split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    if (cells.length > 4 && /^\d+$/.test(cells[3])) scores.set(cells[1], Number(cells[3]));
  }
  return scores;
}

/** drops are the pages whose performance fell by more than 5 points against the committed figures. */
export function drops(rows, committed) {
  return rows
    .filter((r) => committed.has(r.page) && committed.get(r.page) - r.performance > 5)
    .map((r) => `${r.page}: performance ${r.performance}, committed ${committed.get(r.page)}`);
}

/** writeTable replaces the table between the markers of the docs file. */
export function writeTable(file, table) {
  const doc = readFileSync(file, "utf8");
  const i = doc.indexOf(begin);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${file}: markers ${begin} … ${end} not found`);
  writeFileSync(file, doc.slice(0, i + begin.length) + "\n" + table + "\n" + doc.slice(j));
}
