import fs from "fs"
import path from "path"
import { editorBackend } from "../editor/editor-backend"
import { builtHtmlFiles } from "./built-html-files"
import { cacheHeaderRules, formatHeadersFile, globalHeaderRule, pageHeaderRules, speculationRules } from "./security-headers"

/** Route of a built HTML file: "about/index.html" -> "/about", "404.html" -> "/404.html". */
function routeOf(relativePath: string): string {
  if (relativePath === "index.html") return "/"
  return `/${relativePath.replace(/\/index\.html$/, "")}`
}

/** Writes public/_headers: the global and cache rules, the speculation rules' type, and each page's own rule. */
export function writeHeaders(publicDir: string) {
  const { apiOrigin } = editorBackend()
  const pageRules = builtHtmlFiles(publicDir).flatMap((file) =>
    pageHeaderRules(routeOf(file), fs.readFileSync(path.join(publicDir, file), "utf8"), apiOrigin),
  )
  const rules = [globalHeaderRule, ...cacheHeaderRules, speculationRules, ...pageRules]
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile(rules))
}
