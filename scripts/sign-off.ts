// npm run sign-off -- <files>: the founder's medical sign-off of health pages, articles and care cards, in any
// language, as they read now: each file gets the fingerprint of its words (signedWords), and an English file today's
// date as its last review.
// npm run sign-off -- --translation <files>: a native speaker's review of translations, against their English as it
// reads now (reviewed). The editor's "Sign off" and "Reviewed" buttons do the same.
import fs from "fs"
import path from "path"
import { contentDir, fingerprintOf, readContentFiles, reviewFingerprint, signedFingerprintOf, siteSchemas, type ContentFile } from "../core"
import { patchYaml } from "../src/editor/patch-yaml"
import { clinicDate } from "../src/lib/opening-status"

const [first, ...rest] = process.argv.slice(2)
const translation = first === "--translation"
const asked = translation ? rest : [first, ...rest].filter(Boolean)
if (asked.length === 0) {
  console.error("Name the files to sign off: npm run sign-off -- content/topics/basti-therapy.yaml (add --translation for a translation's review)")
  process.exit(1)
}

const { collections } = siteSchemas()
const { files, problems } = readContentFiles(contentDir, collections)
if (problems.length > 0) {
  console.error(`The content cannot be read, so nothing was signed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`)
  process.exit(1)
}
const today = clinicDate(new Date())

/** A file's text with its fields changed: a YAML file, or a Markdown file's front matter, lines changed in place. */
function withFields(file: ContentFile, change: (data: Record<string, unknown>) => Record<string, unknown>): string {
  const text = fs.readFileSync(file.absolutePath, "utf8")
  const fields = change(structuredClone(file.data) as Record<string, unknown>)
  if (!file.body) return patchYaml(text, fields)
  // A Markdown file: "---", its front matter, "---", its body.
  const end = text.indexOf("\n---", 3) + 1
  return `---\n${patchYaml(text.slice(4, end), fields)}${text.slice(end)}`
}

let failed = false
for (const written of asked) {
  const relativePath = path.relative(contentDir, path.resolve(written)).split(path.sep).join("/")
  const file = files.find((candidate) => candidate.relativePath === relativePath)
  const refuse = (why: string) => {
    console.error(`${written}: ${why}`)
    failed = true
  }
  if (!file) {
    refuse("no content file has that path")
  } else if (translation) {
    if (!file.original) refuse("is no translation: a translation mirrors an English file under content/mr/ or content/hi/")
    else {
      fs.writeFileSync(
        file.absolutePath,
        withFields(file, (data) => ({ ...data, reviewed: reviewFingerprint(fingerprintOf(file.original!), fingerprintOf(file)) })),
      )
      console.log(`${file.displayPath}: reviewed, as it reads now, against ${file.original.displayPath} as it reads now`)
    }
  } else if (!file.collection.signedOff) {
    refuse("is not health content a medical reviewer signs off (a topic page, an article or a care card)")
  } else {
    fs.writeFileSync(
      file.absolutePath,
      withFields(file, (data) => {
        const signed: Record<string, unknown> = { ...data, signedWords: signedFingerprintOf(file) }
        if (file.original) return signed
        // The review is today's: its date is no longer a stand-in.
        const placeholders = ((data.placeholders as string[] | undefined) ?? []).filter((field) => field !== "lastReviewed")
        return { ...signed, lastReviewed: today, placeholders: placeholders.length > 0 ? placeholders : undefined }
      }),
    )
    console.log(`${file.displayPath}: signed off as it reads now${file.original ? "" : `, last reviewed ${today}`}`)
  }
}
process.exit(failed ? 1 : 0)
