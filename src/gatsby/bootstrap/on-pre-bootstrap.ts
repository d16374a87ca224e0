import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkContent } from "../content/check-content"
import { siteContent } from "../content/content-paths"
import { editorBackend } from "../editor/editor-backend"
import { writeEditorFiles } from "../editor/write-editor-files"
import { contentTexts } from "../fonts/cut-font"
import { writeDevanagariFont } from "../fonts/devanagari-font"
import { writeHeadingFont } from "../fonts/heading-font"

/**
 * Before anything is built: check the content, cut the heading and
 * Devanagari fonts to what it writes, then prepare the browser editor from the same schemas.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  checkContent(reporter)
  const texts = contentTexts(siteContent().files)
  writeHeadingFont(texts)
  writeDevanagariFont(texts)
  const { backend, missing } = editorBackend()
  if (missing.length > 0) {
    reporter.warn(`The browser editor at /admin cannot sign in on the live site until ${missing.join(" and ")} is set (README, "The browser editor").`)
  }
  await writeEditorFiles(path.resolve("static/admin"), siteContent(), backend)
}
