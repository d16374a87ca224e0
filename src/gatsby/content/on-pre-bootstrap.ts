import path from "path"
import type { GatsbyNode } from "gatsby"
import { editorBackend } from "../editor/editor-backend"
import { writeEditorFiles } from "../editor/write-editor-files"
import { writeDevanagariFonts } from "../fonts/devanagari-fonts"
import { checkContent } from "./check-content"
import { contentDir, siteContentModel } from "./content-paths"

/**
 * Before anything is built: check the content, cut the Devanagari fonts to the letters it uses, then prepare the
 * browser editor from the same schemas.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  checkContent(reporter)
  await writeDevanagariFonts(contentDir)
  const { schemas, collections } = siteContentModel()
  const { backend, missing } = editorBackend()
  if (missing.length > 0) {
    reporter.warn(`The browser editor at /admin cannot sign in on the live site until ${missing.join(" and ")} is set (README, "The browser editor").`)
  }
  await writeEditorFiles(path.resolve("static/admin"), schemas, collections, contentDir, backend)
}
