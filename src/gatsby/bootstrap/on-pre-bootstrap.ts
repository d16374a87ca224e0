import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkContent, cutFontDir, devanagariFontFile, headingFontFile } from "../../../core"

/**
 * Before anything is built: the content is checked. The fonts and the editor's files come from scripts/prebuild.ts,
 * which npm run build and npm run develop run first; a build started another way is told to start it so.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  checkContent(reporter)
  const prebuilt = [path.join(cutFontDir, headingFontFile), path.join(cutFontDir, devanagariFontFile), path.resolve("static/admin/config.yml")]
  if (!prebuilt.every((file) => fs.existsSync(file))) {
    reporter.panic(
      "The cut fonts or the browser editor's files are missing: build with npm run build (or npm run develop), which writes them first (scripts/prebuild.ts); if it did, its messages above say why it could not",
    )
  }
}
