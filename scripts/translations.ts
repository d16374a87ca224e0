// npm run translations: prints the translation report, per language: the files and fields still missing (shown in
// English, or the page not published in that language) and the translations no native speaker has reviewed yet.
import { contentDir, formatTranslationReport, readContentFiles, siteSchemas, translationReport } from "../core"

const { collections } = siteSchemas()
const { files, problems } = readContentFiles(contentDir, collections)
for (const problem of problems) console.error(problem)
console.log(formatTranslationReport(translationReport(files, contentDir)))
