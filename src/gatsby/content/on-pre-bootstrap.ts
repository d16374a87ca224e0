import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeCmsFiles } from "../editor/cms-config"
import { checkContent } from "./check-content"
import { contentDir, siteContentModel } from "./content-paths"

/** Before anything is built: check the content, then prepare the browser editor from the same schemas. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  checkContent(reporter)
  const { schemas, collections } = siteContentModel()
  writeCmsFiles(path.resolve("static/admin"), schemas, collections, contentDir)
}
