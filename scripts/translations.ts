// npm run translations: prints the translation report, per language: the files and fields still missing (shown in
// English, or the page not published in that language) and the translations no native speaker has reviewed yet.
import { readContentFiles } from "../src/gatsby/content/content-files"
import { contentDir, siteSchemas } from "../src/gatsby/content/content-paths"
import { formatTranslationReport, translationReport } from "../src/gatsby/content/translations/translation-report"

const { collections } = siteSchemas()
const { files, problems } = readContentFiles(contentDir, collections)
for (const problem of problems) console.error(problem)
console.log(formatTranslationReport(translationReport(files, contentDir)))
