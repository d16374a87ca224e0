// npm run content-report: how hard each English health page is to read (Flesch-Kincaid grade, SMOG), its longest
// sentences and its long words, against the limits the build warns of.
import { readContentFiles } from "../src/gatsby/content/content-files"
import { contentDir, siteSchemas } from "../src/gatsby/content/content-paths"
import { formatReadabilityReport, readabilityReport } from "../src/gatsby/content/readability/readability-report"

const { files, problems } = readContentFiles(contentDir, siteSchemas().collections)
for (const problem of problems) console.error(problem)
console.log(formatReadabilityReport(readabilityReport(files)))
