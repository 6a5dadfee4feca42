// The typing user flow of `make lighthouse`: on /businesses a visitor types a
// query, turns on a filter and opens the next page. It runs twice: as a
// Lighthouse timespan (mobile defaults; in a timespan Lighthouse slows the CPU
// 4× for real instead of simulating it), which gives INP and total blocking
// time, and once more without Lighthouse, with the CPU slowed 4× the same way
// and a PerformanceObserver recording every long task (≥ 50 ms): Lighthouse's
// tracing makes the page's own tasks several times longer than they are.
import { startFlow } from "lighthouse";
import puppeteer from "puppeteer-core";

// Without a place: the React page read its place from ?city= and ignored ?location=, so the flow always
// searched everywhere (several pages of hits for "friseur" with a website); the server's page reads both.
const start = "/businesses";

/** typingFlow runs the flow in the Chromium on port and returns its figures. */
export async function typingFlow(baseURL, port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const measured = await withPage(browser, async (page) => {
      await chosen(page, baseURL);
      await page.goto(baseURL + start, { waitUntil: "networkidle0" });
      const flow = await startFlow(page, { name: "Suche tippen" });
      await flow.startTimespan({ name: "Suchbegriff, Filter, nächste Seite" });
      await steps(page);
      await flow.endTimespan();
      const { steps: done } = await flow.createFlowResult();
      return done[0].lhr;
    });
    const longTasks = await withPage(browser, async (page) => {
      await page.emulate({
        viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
        userAgent: await browser.userAgent(),
      });
      await chosen(page, baseURL);
      await page.goto(baseURL + start, { waitUntil: "networkidle0" });
      const cdp = await page.createCDPSession();
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.evaluate(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push(e.duration);
        }).observe({ type: "longtask" });
      });
      await steps(page);
      return page.evaluate(() => window.__longTasks);
    });
    const a = measured.audits;
    return {
      inpMs: a["interaction-to-next-paint"]?.numericValue === undefined ? null : Math.round(a["interaction-to-next-paint"].numericValue),
      tbtMs: Math.round(a["total-blocking-time"].numericValue),
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      longTasks: longTasks.length,
      benchmarkIndex: Math.round(measured.environment.benchmarkIndex),
      throttling: `${measured.configSettings.throttlingMethod} throttling, CPU ×${measured.configSettings.throttling.cpuSlowdownMultiplier}`,
    };
  } finally {
    browser.disconnect();
  }
}

/**
 * chosen stores a cookie choice (necessary only) for the site, so the first visitor's banner does not
 * cover the filters on a phone: a click meant for "Mit Website" landed on the banner's buttons.
 */
async function chosen(page, baseURL) {
  const value = encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }));
  await page.setCookie({ name: "bb_consent", value, url: baseURL });
}

async function withPage(browser, fn) {
  const page = await browser.newPage();
  try {
    return await fn(page);
  } finally {
    await page.close();
  }
}

/** steps types the query, turns on "Mit Website" and opens the next page, each until the network is quiet. */
async function steps(page) {
  await page.click("input[type=search]");
  await page.keyboard.type("friseur", { delay: 150 });
  await page.waitForNetworkIdle({ idleTime: 600 });
  await clickButton(page, "Mit Website");
  await page.waitForNetworkIdle({ idleTime: 600 });
  await clickButton(page, "Weiter");
  await page.waitForNetworkIdle({ idleTime: 600 });
}

/**
 * clickButton clicks the first button or link whose text is the given one: on the server's
 * search page the filters are links acting as toggle buttons and the pager's steps are links.
 */
async function clickButton(page, text) {
  const handle = await page.waitForFunction(
    (t) => [...document.querySelectorAll("button, a[href]")].find((b) => b.textContent.trim() === t),
    { timeout: 10_000 },
    text,
  );
  await handle.asElement().click();
}
