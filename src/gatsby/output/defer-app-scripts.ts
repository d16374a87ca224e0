import fs from "fs"
import path from "path"
import { builtHtmlFiles } from "./built-html-files"

// Gatsby stitches its script tags into every page between these markers (its "_gatsby-scripts" slice).
const scriptsSlice = /(<!-- slice-start id="_gatsby-scripts-1" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-1" -->)/
const asyncScript = /<script src="([^"]+)" async><\/script>/g
const loaderName = "deferAppScripts"
// Every page Gatsby renders has this root element; the editor's page under /admin does not.
const gatsbyRoot = 'id="___gatsby"'

/**
 * The inline script that adds the app's script files once the page has loaded and its first content has been
 * painted. Until then the text, the fonts and the first image have the connection and the processor to themselves;
 * the page is usable without JavaScript meanwhile (plain links, and booking falls back to /contact). A visitor who
 * taps or presses a key before then starts the scripts at once, and browsers that cannot report paints start them
 * at the load event.
 */
export function deferredScriptLoader(sources: string[]): string {
  return `(function ${loaderName}(){
var sources=${JSON.stringify(sources)},loaded=document.readyState==="complete",painted=false,started=false;
function start(){if(started||!loaded||!painted)return;started=true;setTimeout(function(){sources.forEach(function(src){var script=document.createElement("script");script.src=src;document.body.appendChild(script)})},0)}
if(!loaded)addEventListener("load",function(){loaded=true;start()},{once:true});
function now(){loaded=painted=true;start()}
addEventListener("pointerdown",now,{once:true,passive:true});addEventListener("keydown",now,{once:true});
var Observer=window.PerformanceObserver;
if(Observer&&Observer.supportedEntryTypes&&Observer.supportedEntryTypes.indexOf("paint")>=0){new Observer(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;start()}}).observe({type:"paint",buffered:true})}else{painted=true}
start()})()`
}

/** A page's HTML with Gatsby's `<script src async>` tags replaced by the deferred loader. */
export function deferAppScripts(html: string): string {
  return html.replace(scriptsSlice, (_match, start: string, content: string, end: string) => {
    const sources = Array.from(content.matchAll(asyncScript), (match) => match[1])
    if (sources.length === 0) return `${start}${content}${end}`
    const rest = content.replace(asyncScript, "")
    return `${start}${rest}<script>${deferredScriptLoader(sources)}</script>${end}`
  })
}

/**
 * Rewrites every built page in place. Gatsby re-stitches the slice on a rebuild, so this runs after each build. A page
 * of Gatsby's with neither its script tags nor the loader means Gatsby's output has changed: the build stops, rather
 * than silently publishing pages whose scripts compete with their first paint.
 */
export function deferAppScriptsInPublic(publicDir: string) {
  for (const file of builtHtmlFiles(publicDir)) {
    const fullPath = path.join(publicDir, file)
    const html = fs.readFileSync(fullPath, "utf8")
    if (!html.includes(gatsbyRoot)) continue
    const deferred = deferAppScripts(html)
    if (deferred !== html) fs.writeFileSync(fullPath, deferred)
    else if (!html.includes(`function ${loaderName}(`)) {
      throw new Error(
        `public/${file} has none of Gatsby's <script src async> tags in its "_gatsby-scripts" slice, so its scripts could not be deferred. ` +
          "Gatsby's output has changed: update src/gatsby/output/defer-app-scripts.ts (see docs/architecture.md).",
      )
    }
  }
}
