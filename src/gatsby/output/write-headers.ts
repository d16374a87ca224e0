import fs from "fs"
import path from "path"
import { editorBackend } from "../editor/editor-backend"
import { builtHtmlFiles } from "./built-html-files"
import {
  assetHeaderRules,
  cacheHeaderRules,
  formatHeadersFile,
  globalHeaderRule,
  pageHeaderRules,
} from "./security-headers"

/** Route of a built HTML file: "about/index.html" -> "/about", "404.html" -> "/404.html". */
function routeOf(relativePath: string): string {
  if (relativePath === "index.html") return "/"
  return `/${relativePath.replace(/\/index\.html$/, "")}`
}

/** Writes public/_headers: the global and cache rules, and each page's CSP with its inline scripts' hashes. */
export function writeHeaders(publicDir: string) {
  const { apiOrigin } = editorBackend()
  const pageRules = builtHtmlFiles(publicDir).flatMap((file) =>
    pageHeaderRules(routeOf(file), fs.readFileSync(path.join(publicDir, file), "utf8"), apiOrigin),
  )
  const rules = [globalHeaderRule, ...cacheHeaderRules, ...assetHeaderRules(fs.readdirSync(publicDir)), ...pageRules]
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile(rules))
}
