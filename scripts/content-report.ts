// npm run content-report: how hard each English health page is to read (Flesch-Kincaid grade, SMOG), its longest
// sentences and its long words, against the limits the build warns of.
import { contentDir, formatReadabilityReport, readabilityReport, readContentFiles, siteSchemas } from "../core"

const { files, problems } = readContentFiles(contentDir, siteSchemas().collections)
for (const problem of problems) console.error(problem)
console.log(formatReadabilityReport(readabilityReport(files)))
