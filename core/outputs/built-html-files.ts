import fs from "fs"
import path from "path"
import { localizedPath, splitLocalizedPath } from "../../src/lib/locales"

/** Every HTML file of the build, as sorted paths relative to public/ with forward slashes. */
export function builtHtmlFiles(publicDir: string): string[] {
  return (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .map((entry) => entry.split(path.sep).join("/"))
    .filter((entry) => entry.endsWith(".html") && !entry.startsWith("page-data/"))
    .sort()
}

/** The address a built HTML file answers: "about/index.html" -> "/about", "index.html" -> "/", "404.html" -> "/404.html". */
export function routeOfBuiltFile(file: string): string {
  return `/${file.replace(/\/?index\.html$/, "")}`
}

/**
 * Every page the build published for visitors, by the address the site links it at ("/", "/about", "/mr/"), sorted:
 * not the 404 pages, which answer unknown addresses, nor the editor at /admin. The browser tests and the benchmark
 * visit these.
 */
export function builtRoutes(publicDir: string): string[] {
  return builtHtmlFiles(publicDir)
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => splitLocalizedPath(routeOfBuiltFile(file)))
    .filter(({ route }) => !route.startsWith("/404") && !route.startsWith("/admin"))
    .map(({ route, locale }) => localizedPath(route, locale))
    .sort()
}
