// The typing user flow of `make lighthouse`: on /businesses a visitor types a
// query, turns on a filter and opens the next page, measured as one Lighthouse
// timespan (mobile defaults; in a timespan Lighthouse slows the CPU 4× for
// real instead of simulating it). The page also records every long task
// (≥ 50 ms) with a PerformanceObserver, so the longest one is reported.
import { startFlow } from "lighthouse";
import puppeteer from "puppeteer-core";

/** typingFlow runs the flow once in the Chromium on port and returns its figures. */
export async function typingFlow(baseURL, port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    await page.goto(`${baseURL}/businesses?location=Berlin`, { waitUntil: "networkidle0" });
    const flow = await startFlow(page, { name: "Suche tippen", config: { extends: "lighthouse:default" } });
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: "longtask" });
    });
    await flow.startTimespan({ name: "Suchbegriff, Filter, nächste Seite" });
    await page.click("input[type=search], input[name=query]");
    await page.keyboard.type("friseur", { delay: 150 });
    await page.waitForNetworkIdle({ idleTime: 600 });
    await clickButton(page, "Jetzt geöffnet");
    await page.waitForNetworkIdle({ idleTime: 600 });
    await clickButton(page, "Weiter");
    await page.waitForNetworkIdle({ idleTime: 600 });
    await flow.endTimespan();
    const longTasks = await page.evaluate(() => window.__longTasks);
    const { steps } = await flow.createFlowResult();
    const lhr = steps[0].lhr;
    return {
      inpMs: roundOrNull(lhr.audits["interaction-to-next-paint"]?.numericValue),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      throttling: `${lhr.configSettings.throttlingMethod} throttling, CPU ×${lhr.configSettings.throttling.cpuSlowdownMultiplier}`,
    };
  } finally {
    await page.close();
    browser.disconnect();
  }
}

const roundOrNull = (v) => (v === undefined ? null : Math.round(v));

/** clickButton clicks the first button whose text is the given one. */
async function clickButton(page, text) {
  const handle = await page.waitForFunction(
    (t) => [...document.querySelectorAll("button, a")].find((b) => b.textContent.trim() === t),
    { timeout: 10_000 },
    text,
  );
  await handle.asElement().click();
}
