// The report of `make lighthouse`: budgets per row, the table it writes into
// docs/benchmarks.md, and the warning on a drop against the committed table.
import assert from "node:assert/strict";
import { test } from "node:test";
import { committedPerformance, drops, markdown, misses } from "../lib/lighthouse-report.mjs";

const home = {
  page: "home",
  route: "/",
  performance: 96,
  accessibility: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 90,
  cls: 0,
  taskMs: 45,
  benchmarkIndex: 2100,
};

test("a row within every budget misses none; each budget is checked", () => {
  assert.deepEqual(misses(home), []);
  const bad = { ...home, performance: 94, seo: 92, lcpMs: 2100, tbtMs: 151, cls: 0.06, taskMs: 51, accessibility: 94 };
  assert.deepEqual(misses(bad), ["performance", "accessibility", "SEO", "LCP", "TBT", "CLS", "task"]);
});

test("the written table is read back, and a drop of more than 5 points warns", () => {
  const doc = `intro\n<!-- lighthouse:begin (written by make lighthouse) -->\n${markdown([home, { ...home, page: "home en", route: "/en" }], null, "2026-11-26")}\n<!-- lighthouse:end -->\nrest`;
  const committed = committedPerformance(doc);
  assert.deepEqual(
    [...committed],
    [
      ["home", 96],
      ["home en", 96],
    ],
  );
  assert.deepEqual(
    drops(
      [
        { ...home, performance: 91 },
        { ...home, page: "home en", performance: 90 },
      ],
      committed,
    ),
    ["home en: performance 90, committed 96"],
  );
});

test("the empty page's longest task stands beside the table as its yardstick, and is no row", () => {
  const table = markdown([home], null, "2026-11-26", { ...home, page: "floor", taskMs: 123, lcpMs: 751 });
  assert.match(table, /Yardstick of the longest task: an empty page .*longest task 123 ms, LCP 751 ms, benchmark index 2,100\./);
  assert.deepEqual(
    [...committedPerformance(`<!-- lighthouse:begin (written by make lighthouse) -->\n${table}\n<!-- lighthouse:end -->`)],
    [["home", 96]],
  );
});
