// npm run build and npm run develop run this before Gatsby (package.json's prebuild and predevelop): the two steps
// that are not Gatsby's, each skipped when nothing it reads has changed since it last ran. The heading and Devanagari
// fonts are cut to what the content writes, into .prebuilt/fonts/, where the site's styles take them from; the
// browser editor's files are written into static/admin/. A content file that cannot be read stops the build here;
// every other mistake in the content is for the build's content check to list, by file and field.
import fs from "fs"
import path from "path"
import {
  contentDir,
  contentTexts,
  editorBackend,
  problemsReport,
  readContentFiles,
  siteContentOf,
  siteSchemas,
  writeDevanagariFont,
  writeEditorFiles,
  writeHeadingFont,
} from "../core"

async function prebuild() {
  const { schemas, collections } = siteSchemas()
  const read = readContentFiles(contentDir, collections)
  if (read.problems.length > 0) {
    console.error(problemsReport(read.problems, ", so nothing was built or published"))
    process.exit(1)
  }
  const texts = contentTexts(read.files)
  const [heading, devanagari] = await Promise.all([writeHeadingFont(texts), writeDevanagariFont(texts)])
  console.log(`Fonts: Martel ${heading}, Noto Sans Devanagari ${devanagari}`)
  const { backend, missing } = editorBackend()
  if (missing.length > 0) {
    console.warn(`The browser editor at /admin cannot sign in on the live site until ${missing.join(" and ")} is set (README, "The browser editor").`)
  }
  try {
    const written = await writeEditorFiles(
      path.resolve("static/admin"),
      siteContentOf(read, schemas, collections),
      backend,
      path.resolve(".prebuilt/editor.recipe"),
    )
    console.log(`The browser editor's files: ${written}`)
  } catch (error) {
    // Content with a mistake may not make a whole editor; the build's content check then says what the mistake is.
    // Sound content or not, the build then stops for want of the configuration, rather than publish an old editor.
    fs.rmSync(path.resolve("static/admin/config.yml"), { force: true })
    console.warn(`The browser editor's files were not written (${(error as Error).message}); the build's content check lists any mistake in the content.`)
  }
}

prebuild().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
