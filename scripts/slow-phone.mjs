// What a page load and a tap cost on a slow phone, for `npm run bench`: Chromium's processor slowed through the
// DevTools Protocol (Emulation.setCPUThrottlingRate), as Lighthouse's own mobile runs do, but measured directly.
import { chromium } from "@playwright/test"

const settleMs = 3000

/** The middle value (the higher middle one for an even count). */
export const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]

async function slowedPage(browser, rate) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate })
  await cdp.send("Performance.enable")
  return { context, page, cdp }
}

/**
 * Milliseconds of script the main thread ran to load a page and let it settle, with the processor slowed `rate` times
 * (6: a low-end Android phone): ScriptDuration from Performance.getMetrics, a few seconds after the load event.
 */
async function scriptMsOf(browser, url, rate) {
  const { context, page, cdp } = await slowedPage(browser, rate)
  try {
    await page.goto(url, { waitUntil: "load" })
    await page.waitForTimeout(settleMs)
    const { metrics } = await cdp.send("Performance.getMetrics")
    const metric = (name) => metrics.find((entry) => entry.name === name).value * 1000
    return { scriptMs: metric("ScriptDuration"), taskMs: metric("TaskDuration") }
  } finally {
    await context.close()
  }
}

/**
 * Milliseconds from a tap on the booking button (its pointerdown) to the dialog on screen: the next paint after the
 * click that opens it, as the Event Timing API reports it (the measure of Interaction to Next Paint), the processor
 * slowed `rate` times, once the page has loaded, made the button and settled. The API reports an event only if it
 * lasts 16 ms or more, which a click that opens a modal dialog does with the processor slowed.
 */
async function tapToDialogMsOf(browser, url, label, rate) {
  const { context, page } = await slowedPage(browser, rate)
  try {
    await page.goto(url, { waitUntil: "load" })
    // Until the page's script has run, the booking button is a link to /contact.
    const button = page.getByRole("button", { name: label })
    await button.waitFor({ timeout: 60_000 })
    await page.waitForTimeout(settleMs)
    await page.evaluate(() => {
      window.__tapToDialog = new Promise((resolve, reject) => {
        let tapped
        const tap = (event) => {
          tapped = event.timeStamp
          setTimeout(() => reject(new Error("Event Timing reported no click lasting 16 ms or more")), 10_000)
        }
        addEventListener("pointerdown", tap, { capture: true, once: true })
        new PerformanceObserver((list, observer) => {
          const click = list.getEntries().find((entry) => entry.name === "click")
          if (!click) return
          observer.disconnect()
          resolve(click.startTime + click.duration - tapped)
        }).observe({ type: "event", durationThreshold: 16 })
      })
    })
    await button.tap()
    await page.locator("dialog[open]").waitFor()
    return await page.evaluate(() => window.__tapToDialog)
  } finally {
    await context.close()
  }
}

/** Each route's median script time over `runs` loads (CPU 6x), and the median tap-to-dialog time on `bookingPages` (CPU 4x). */
export async function measureSlowPhone({ origin, routes, bookingPages, runs, chromePath }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update"] })
  try {
    const scripts = {}
    for (const route of routes) {
      const measured = []
      for (let run = 0; run < runs; run += 1) measured.push(await scriptMsOf(browser, `${origin}${route}`, 6))
      scripts[route] = { scriptMs: Math.round(median(measured.map((run) => run.scriptMs))), taskMs: Math.round(median(measured.map((run) => run.taskMs))) }
      console.log(`${route} CPU 6x: script ${scripts[route].scriptMs} ms (runs: ${measured.map((run) => Math.round(run.scriptMs)).join(", ")})`)
    }
    const taps = {}
    for (const { route, label } of bookingPages) {
      const measured = []
      for (let run = 0; run < runs; run += 1) measured.push(await tapToDialogMsOf(browser, `${origin}${route}`, label, 4))
      taps[route] = Math.round(median(measured))
      console.log(`${route} CPU 4x: tap to dialog ${taps[route]} ms (runs: ${measured.map(Math.round).join(", ")})`)
    }
    return { scripts, taps }
  } finally {
    await browser.close()
  }
}
