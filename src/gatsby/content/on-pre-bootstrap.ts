import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkContent } from "./check-content"
import { writeCmsFiles } from "../editor/cms-config"
import { contentDir, schemaDir } from "./content-paths"

/** Before anything is built: check the content, then prepare the browser editor from the same schemas. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  checkContent(reporter)
  writeCmsFiles(path.resolve("static/admin"), schemaDir, contentDir)
}
