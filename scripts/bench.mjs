// npm run bench: a benchmark, not a test. In a temporary copy of the project (the working tree is never edited), it
// times a cold build and a rebuild after one page title is edited (counting the share cards each draws), serves that build on loopback over HTTP/2 with TLS (as
// Netlify serves the site), runs Lighthouse (mobile and desktop) on every route in Debian's Chromium, measures the
// script a page load costs and the time a tap on the booking button takes to show the dialog on a slowed processor
// (scripts/slow-phone.mjs), checks the budgets, and writes reports/bench.json and reports/bench.md. By default it measures the fixed pages and one page of
// each template (a topic, a policy), in every language; --all measures every page, --routes /,/mr/about only these, and
// --skip-build this folder's public/. Each page is measured three times (--runs N) and each figure reported as its median
// over the runs, as Lighthouse's guide to variability advises: on this two-core machine TBT moves by tens of
// milliseconds from one run to the next.
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse, { desktopConfig } from "lighthouse"
import yaml from "js-yaml"
import { builtRoutes, hasOwnDevanagariFont } from "../core/index.ts"
import { defaultLocale, localizedPath, splitLocalizedPath } from "../src/lib/locales.ts"
import { measureSlowPhone, median } from "./slow-phone.mjs"

const port = 9100
const origin = `https://127.0.0.1:${port}`
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const args = process.argv.slice(2)
const option = (name) => {
  const index = args.indexOf(name)
  return index === -1 ? undefined : (args[index + 1] ?? "")
}
const runs = Number(option("--runs") ?? 3)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs per page, not "${option("--runs")}"`)
// Everything a build reads; node_modules is linked, not copied.
const projectFiles = [
  "package.json",
  "package-lock.json",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "content",
  "core",
  "schemas",
  "src",
  "static",
]
// The build declares the address it is served from, as a deploy would, so canonical links and robots.txt agree.
const buildEnv = { ...process.env, SITE_URL: origin, GATSBY_TELEMETRY_DISABLED: "1" }

const budgets = {
  mobilePerformance: 100,
  otherCategories: 100,
  lcpMs: 1100,
  /** How much later a Marathi or Hindi page's largest paint may come than its English page's. */
  lcpBehindEnglishMs: 100,
  cls: 0.01,
  tbtMs: 20,
  /** JavaScript transferred before any interaction, compressed. */
  jsKb: 15,
  /** Main-thread script of one page load, CPU slowed 6x (median). */
  scriptMs: 150,
  /** From a tap on the booking button to the dialog on screen, CPU slowed 4x (median). */
  tapToDialogMs: 100,
  coldBuildS: 40,
  rebuildS: 10,
}

/** How long a command took, and what it printed. */
function timed(command, commandArgs, cwd) {
  const start = process.hrtime.bigint()
  let output
  try {
    output = execFileSync(command, commandArgs, { cwd, env: buildEnv, stdio: "pipe", encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ""}${error.stderr ?? ""}`)
    throw error
  }
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, output }
}

/** The share cards a build drew anew, from its log ("Share cards: 1 drawn, 128 as the last build drew them"). */
const cardsDrawn = (output) => Number(/Share cards: (\d+) drawn/.exec(output)?.[1] ?? NaN)

/** A copy of the project to build in, sharing this folder's node_modules. */
function projectCopy() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"))
  for (const entry of projectFiles) fs.cpSync(entry, path.join(copy, entry), { recursive: true })
  fs.symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"), "dir")
  return copy
}

function measureBuilds(copy) {
  console.log(`Cold build in ${copy}...`)
  const cold = timed("npm", ["run", "build"], copy)
  const file = path.join(copy, "content/pages/about.yaml")
  console.log("Rebuild after an edit of the title of content/pages/about.yaml...")
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: (.+)$/m, "title: $1 (benchmark edit)"))
  const rebuild = timed("npm", ["run", "build"], copy)
  return { coldBuildS: cold.seconds, coldCards: cardsDrawn(cold.output), rebuildS: rebuild.seconds, rebuildCards: cardsDrawn(rebuild.output) }
}

/** Serves the build over HTTP/2 with TLS, as Netlify serves the site; resolves once the server listens. */
function serve(cwd) {
  const server = spawn(process.execPath, [path.resolve("scripts/serve.mjs"), "--port", String(port), "--tls"], { cwd, stdio: ["ignore", "pipe", "inherit"] })
  return new Promise((resolve, reject) => {
    server.stdout.once("data", () => resolve(server))
    server.once("exit", (code) => reject(new Error(`scripts/serve.mjs stopped (exit ${code}) before serving ${origin}`)))
  })
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null
  const items = lhr.audits["resource-summary"]?.details?.items ?? []
  const bytesOf = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    // A run in which Lighthouse could not load the page has no metrics; it counts as a missed budget, never as 0.
    runtimeError: lhr.runtimeError?.code ?? (audit("largest-contentful-paint") === null ? "NO_METRICS" : null),
    fcpMs: Math.round(audit("first-contentful-paint")),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    cls: Number((audit("cumulative-layout-shift") ?? 0).toFixed(3)),
    tbtMs: Math.round(audit("total-blocking-time")),
    transferKb: Math.round(bytesOf("total") / 102.4) / 10,
    jsKb: Math.round(bytesOf("script") / 102.4) / 10,
  }
}

/**
 * Each figure's median over the runs (the higher middle one for an even count). Lighthouse's computeMedianRun picks
 * the run nearest the median first paint and time to interactive, which can be the run with the highest TBT. A run
 * Lighthouse could not measure is reported as it is, a missed budget.
 */
function medianOf(measured) {
  const failed = measured.find((result) => result.runtimeError)
  if (failed) return failed
  const figures = Object.keys(measured[0]).filter((key) => key !== "runtimeError")
  return { runtimeError: null, ...Object.fromEntries(figures.map((key) => [key, median(measured.map((result) => result[key]))])) }
}

function misses(route, formFactor, result, english, slowPhone) {
  const missed = []
  if (result.runtimeError) missed.push(`no measurement (Lighthouse: ${result.runtimeError})`)
  if (formFactor === "mobile" && result.performance < budgets.mobilePerformance) missed.push(`performance ${result.performance}`)
  for (const category of ["accessibility", "bestPractices", "seo"]) {
    if (result[category] < budgets.otherCategories) missed.push(`${category} ${result[category]}`)
  }
  if (result.lcpMs > budgets.lcpMs) missed.push(`LCP ${result.lcpMs} ms`)
  if (english && result.lcpMs > english.lcpMs + budgets.lcpBehindEnglishMs) missed.push(`LCP ${result.lcpMs - english.lcpMs} ms after English`)
  if (result.cls > budgets.cls) missed.push(`CLS ${result.cls}`)
  if (result.tbtMs > budgets.tbtMs) missed.push(`TBT ${result.tbtMs} ms`)
  if (result.jsKb > budgets.jsKb) missed.push(`JS ${result.jsKb} KB`)
  if (slowPhone?.scriptMs > budgets.scriptMs) missed.push(`script ${slowPhone.scriptMs} ms on CPU 6x`)
  if (slowPhone?.tapToDialogMs > budgets.tapToDialogMs) missed.push(`tap to dialog ${slowPhone.tapToDialogMs} ms on CPU 4x`)
  return missed
}

async function runLighthouse(routes) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The loopback server's certificate is its own.
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--ignore-certificate-errors",
    ],
  })
  const results = []
  try {
    for (const route of routes) {
      for (const formFactor of ["mobile", "desktop"]) {
        const config = formFactor === "desktop" ? desktopConfig : undefined
        const measured = []
        for (let run = 0; run < runs; run += 1) {
          measured.push(summarize((await lighthouse(`${origin}${route}`, { port: chrome.port, output: "json", logLevel: "error" }, config)).lhr))
        }
        const result = medianOf(measured)
        results.push({ route, formFactor, ...result })
        console.log(
          `${route} ${formFactor}: perf ${result.performance}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms (runs: ${measured.map((run) => run.tbtMs).join(", ")}), JS ${result.jsKb} KB`,
        )
      }
    }
  } finally {
    await chrome.kill()
  }
  return results
}

/** The booking button's words on each language's home page, from the content the build was made from. */
function bookingPages(routes) {
  return routes
    .filter((route) => splitLocalizedPath(route).route === "/")
    .map((route) => {
      const { locale } = splitLocalizedPath(route)
      const file = (folder) => path.join(siteDir, "content", folder, "pages/home.yaml")
      const home = yaml.load(fs.readFileSync(fs.existsSync(file(locale)) && locale !== defaultLocale ? file(locale) : file(""), "utf8"))
      return { route, label: home.hero.bookingLabel }
    })
}

/** Every page measurement with the figures of the slow phone beside the mobile ones, and the budgets it missed. */
function withBudgets(lighthouseResults, slowPhone) {
  return lighthouseResults.map((result) => {
    const english = lighthouseResults.find(
      (page) => page.route === localizedPath(splitLocalizedPath(result.route).route, defaultLocale) && page.formFactor === result.formFactor,
    )
    const phone = result.formFactor === "mobile" ? { scriptMs: slowPhone.scripts[result.route]?.scriptMs, tapToDialogMs: slowPhone.taps[result.route] } : {}
    return { ...result, ...phone, missed: misses(result.route, result.formFactor, result, english === result ? undefined : english, phone) }
  })
}

const mark = (ok) => (ok ? "met" : "**missed**")

function markdown({ date, builds, pages }) {
  const lines = [
    `Measured ${date} on ${process.platform}, Node ${process.version}, Chromium at ${chromePath}, served over HTTP/2 with TLS; each figure is the median of ${runs} runs.`,
    "",
    hasOwnDevanagariFont()
      ? "This machine has Noto Sans Devanagari installed, as Android phones do: Marathi and Hindi pages are measured as a phone shows them, with no font to download."
      : "This machine has no Noto Sans Devanagari of its own (Android phones have it): Marathi and Hindi pages are measured downloading the site's cut font.",
    "",
    "Script ms: the main thread's script in one page load with the processor slowed 6x; tap ms: from a tap on the booking button to the next paint after its click (Event Timing, as Interaction to Next Paint measures it), slowed 4x (scripts/slow-phone.mjs).",
    "",
    "| Route | Form | Perf | A11y | BP | SEO | FCP ms | LCP ms | CLS | TBT ms | Transfer KB | JS KB | Script ms | Tap ms | Budgets |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...pages.map(
      (page) =>
        `| ${page.route} | ${page.formFactor} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${page.fcpMs} | ${page.lcpMs} | ${page.cls} | ${page.tbtMs} | ${page.transferKb} | ${page.jsKb} | ${page.scriptMs ?? ""} | ${page.tapToDialogMs ?? ""} | ${page.missed.length ? `**missed**: ${page.missed.join(", ")}` : "met"} |`,
    ),
  ]
  if (builds) {
    lines.push(
      "",
      "| Build | Seconds | Budget | |",
      "| --- | --- | --- | --- |",
      `| Cold build, ${builds.coldCards} share cards drawn | ${builds.coldBuildS.toFixed(1)} | ${budgets.coldBuildS} | ${mark(builds.coldBuildS <= budgets.coldBuildS)} |`,
      `| Rebuild after one title edit, ${builds.rebuildCards} share card redrawn (1 expected) | ${builds.rebuildS.toFixed(1)} | ${budgets.rebuildS} | ${mark(builds.rebuildS <= budgets.rebuildS && builds.rebuildCards === 1)} |`,
    )
  }
  return lines.join("\n")
}

const skipBuild = args.includes("--skip-build")
const siteDir = skipBuild ? process.cwd() : projectCopy()
const builds = skipBuild ? null : measureBuilds(siteDir)
/** The longest article: the article template at its heaviest. */
function longestArticle() {
  const folder = path.join(siteDir, "content/articles")
  const [longest] = fs.readdirSync(folder).sort((a, b) => fs.statSync(path.join(folder, b)).size - fs.statSync(path.join(folder, a)).size)
  return `/articles/${longest.replace(/\.md$/, "")}`
}

// The pages of every template, in every language: the fixed routes, the richest topic page, a policy page and an article.
const fixedRoutes = ["/", "/about", "/services", "/doctor", "/contact", "/panchakarma-therapies", "/articles"]
const sample = [...fixedRoutes, "/rasayana-therapy", "/privacy-policy", longestArticle()]
const inSample = (route) => sample.includes(splitLocalizedPath(route).route)
const built = builtRoutes(path.join(siteDir, "public"))
const routes = option("--routes")?.split(",") ?? (args.includes("--all") ? built : built.filter(inSample))
const server = await serve(siteDir)
let pages
try {
  const lighthouseResults = await runLighthouse(routes)
  const slowPhone = await measureSlowPhone({ origin, routes, bookingPages: bookingPages(routes), runs, chromePath })
  pages = withBudgets(lighthouseResults, slowPhone)
} finally {
  server.kill()
}
const report = { date: new Date().toISOString(), budgets, builds, pages }
fs.mkdirSync("reports", { recursive: true })
fs.writeFileSync("reports/bench.json", `${JSON.stringify(report, null, 2)}\n`)
const table = markdown(report)
fs.writeFileSync("reports/bench.md", `# Benchmark\n\nWritten by \`npm run bench\` (scripts/bench.mjs); see the README, "Performance".\n\n${table}\n`)
if (!skipBuild) fs.rmSync(siteDir, { recursive: true, force: true })
const missedPages = pages.filter((page) => page.missed.length > 0).length
console.log(`\n${pages.length - missedPages} of ${pages.length} page measurements met every budget; details in reports/bench.md`)
