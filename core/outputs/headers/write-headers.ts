import fs from "fs"
import path from "path"
import { editorBackend } from "../../editor/editor-backend"
import { routeOfBuiltFile } from "../built-html-files"
import type { BuiltPage } from "../built-pages"
import { cacheHeaderRules, formatHeadersFile, globalHeaderRule, pageHeaderRules, speculationRules } from "./security-headers"

/** Writes public/_headers: the global and cache rules, the speculation rules' type, and each page's own rule. */
export function writeHeaders(publicDir: string, pages: readonly BuiltPage[]) {
  const { apiOrigin } = editorBackend()
  const pageRules = pages.flatMap(({ file, html }) => pageHeaderRules(routeOfBuiltFile(file), html, apiOrigin))
  const rules = [globalHeaderRule, ...cacheHeaderRules, speculationRules, ...pageRules]
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile(rules))
}
