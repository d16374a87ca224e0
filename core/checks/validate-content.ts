import fs from "fs"
import path from "path"
import { publishedPages } from "../content/published-pages"
import { pageFiles } from "../content/routes"
import { describeClaim } from "./claims/claims-guard"
import { claimsInFile } from "./claims/content-claims"
import type { Locale } from "../../src/lib/locales"
import { clinicDate } from "../../src/lib/opening-status"
import { slugOf, type Collection } from "../content/collections"
import type { ContentFile, ContentRead } from "../content/content-files"
import { checkCutText } from "./check-cut-text"
import { checkFormerRoutes } from "./check-former-routes"
import { describeSchemaError, nonBlank } from "./describe-schema-error"
import { fieldAt } from "../content/field-path"
import { checkCareCard } from "./care-cards/check-care-card"
import { careCardsIn } from "./markdown/care-cards"
import { checkMarkdownBody } from "./markdown/check-markdown-body"
import { bodyTree } from "../content/parse-markdown"
import type { SchemaSet, ValidationContext } from "../content/schemas"
import { checkTranslation } from "./translations/check-translation"
import { mergeTranslation } from "../content/translations/merge-translation"
import { walkContent } from "../content/walk-content"
import { writtenValue } from "./written-value"

/** Each route must be one page's: a topic named about.yaml would hide /about. */
function checkRoutes(collections: readonly Collection[], relativePaths: string[], displayRoot: string): string[] {
  const problems: string[] = []
  const owners = new Map<string, string>()
  for (const { route, relativePath } of pageFiles(collections, relativePaths)) {
    const slug = slugOf(relativePath)
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      problems.push(`${displayRoot}/${relativePath}: the file name "${slug}" becomes the page address; use lower-case letters, digits and dashes only`)
    }
    const owner = owners.get(route)
    if (owner) problems.push(`${displayRoot}/${relativePath}: the address ${route} is already the address of ${displayRoot}/${owner}; rename the file`)
    else owners.set(route, relativePath)
  }
  return problems
}

/** Advice on when to get help is never lost in translation: a translated article shows the English one's cards, in order. */
function checkCareCardsTranslated(translation: ContentFile, original: ContentFile): string[] {
  const cards = (file: ContentFile) => careCardsIn(bodyTree(file.body!))
  const [own, english] = [cards(translation), cards(original)]
  if (own.join() === english.join()) return []
  const list = (names: string[]) => (names.length > 0 ? names.join(", ") : "none")
  return [
    `${translation.displayPath}: its care cards are ${list(own)}, where ${original.displayPath} shows ${list(english)}; each card must be in every language, in the same order`,
  ]
}

/** A care card's own rules, as a page in its language shows it (../care-cards/check-care-card.ts). */
function careCardProblems(file: ContentFile, card: unknown, english?: unknown): string[] {
  if (file.collection.name !== "care-card") return []
  return checkCareCard(card as object, file.locale, english as object | undefined).map((problem) => `${file.displayPath}: ${problem}`)
}

/** A file's mark saying whether its translation has been reviewed; only translations have one. */
const reviewedMark = (file: ContentFile) => (file.data as { reviewed?: unknown } | null)?.reviewed

/** A translation whose English file is not there. */
function missingOriginal(file: ContentFile, displayRoot: string): string {
  const problem = `${file.displayPath} has no English original ${displayRoot}/${file.source}; a translation mirrors an English file at the same path`
  if (!file.collection.anyLanguage) return problem
  const written = Object.keys((file.data as object | null) ?? {})
  const facts = (file.collection.tree.schema.required ?? []).filter((field) => !written.includes(field))
  return `${problem}. If it is written in this language alone, remove reviewed and give it the fields an English file has (${facts.join(", ")})`
}

/** Links to pages, references to other entries and image paths must each lead somewhere. */
function checkReferences(
  file: ContentFile,
  routes: Set<string>,
  slugs: Map<string, Set<string>>,
  folderOf: (collection: string) => string | undefined,
): string[] {
  const problems: string[] = []
  walkContent(file.data, file.collection.tree, (value, { schema, kind }, at) => {
    if (typeof value !== "string") return
    const reference = schema["x-reference"] ?? ""
    if (kind === "route" && !routes.has(value.split("#")[0])) {
      problems.push(`${file.displayPath}: ${at} links to ${value}, which is not a page of this site`)
    } else if (kind === "image" && !fs.existsSync(path.resolve(path.dirname(file.absolutePath), value))) {
      problems.push(`${file.displayPath}: ${at} is "${value}", but there is no image at that path`)
    } else if (kind === "reference" && !slugs.get(reference)?.has(value)) {
      problems.push(`${file.displayPath}: ${at} is "${value}", but there is no such file in content/${folderOf(reference)}`)
    }
  })
  return problems
}

/** Each field a file lists as a placeholder must be one of its fields. */
function checkPlaceholders(file: ContentFile): string[] {
  const listed = (file.data as { placeholders?: unknown } | null)?.placeholders
  if (!Array.isArray(listed)) return []
  return listed.flatMap((field, index) =>
    typeof field === "string" && fieldAt(file.data, field) === undefined
      ? [`${file.displayPath}: placeholders[${index}] names ${field}, which is not a field of this file`]
      : [],
  )
}

/** Within each list of a file, entries with an id must each have a different one. */
function checkUniqueIds(file: ContentFile): string[] {
  if (!file.data || typeof file.data !== "object") return []
  return Object.entries(file.data).flatMap(([key, list]) => {
    if (!Array.isArray(list)) return []
    const seen = new Map<string, number>()
    return list.flatMap((entry, index) => {
      const id = (entry as { id?: unknown })?.id
      if (typeof id !== "string") return []
      const first = seen.get(id)
      if (first === undefined) {
        seen.set(id, index)
        return []
      }
      return [`${file.displayPath}: ${key}[${index}].id "${id}" is used twice (also at ${key}[${first}].id); each id must be different`]
    })
  })
}

/**
 * Checks every content file read (YAML, and Markdown's front matter and body) against its collection's
 * JSON Schema (with no text left as spaces alone, and fields that follow one another in order) and against the rest of
 * the content (links, images, addresses, ids), the calendar (`now`: no review dated after today) and the claims guard.
 * Returns one message per problem, each naming the file and field.
 */
export function validateContent(read: ContentRead, schemas: SchemaSet, collections: readonly Collection[], now: Date): string[] {
  const { displayRoot, relativePaths, files } = read
  const validators = schemas.validators()
  const problems = [...read.problems]
  const invalid = new Set<string>()
  const context: ValidationContext = { today: clinicDate(now) }
  const validate = (file: ContentFile, data: unknown) => {
    const check = validators.get(`${file.collection.name}.schema.json`)!
    if (check.call(context, data)) return
    invalid.add(file.relativePath)
    // An "if" error only says that the matching "then" failed; the errors from "then" say how. A value not even written
    // like a date fails its pattern as well as its format; the pattern's message says how to write one. Empty text
    // fails its minLength as well as being blank; "must not be empty" says it.
    const all = check.errors ?? []
    const pathsFailing = (keyword: string) => new Set(all.filter((error) => error.keyword === keyword).map((error) => error.instancePath))
    const [misshapen, empty] = [pathsFailing("pattern"), pathsFailing("minLength")]
    const errors = all.filter(
      (error) =>
        error.keyword !== "if" &&
        !(error.keyword === "format" && misshapen.has(error.instancePath)) &&
        !(error.keyword === "pattern" && error.params.pattern === nonBlank && empty.has(error.instancePath)),
    )
    const writtenAt = (instancePath: string) => writtenValue(file.yaml, instancePath)
    problems.push(...errors.map((error) => `${file.displayPath}: ${describeSchemaError(error, writtenAt)}`))
  }
  /** An English file, or an entry written in one other language alone: it holds its facts itself. */
  const originals: ContentFile[] = []
  const checkOriginal = (file: ContentFile) => {
    originals.push(file)
    if (reviewedMark(file) !== undefined) {
      problems.push(`${file.displayPath}: reviewed is only for translated files; remove it here`)
    }
    validate(file, file.data)
    if (!invalid.has(file.relativePath)) problems.push(...careCardProblems(file, file.data))
  }
  files.filter(({ locale }) => locale === "en").forEach(checkOriginal)
  for (const file of files.filter(({ locale }) => locale !== "en")) {
    if (!file.collection.translated) {
      problems.push(`${file.displayPath}: ${displayRoot}/${file.source} holds no words to translate, so it has no translations; remove this file`)
      continue
    }
    const { original } = file
    if (!original) {
      // A translation of a file that cannot be read is checked once that file can be.
      if (relativePaths.includes(file.source)) continue
      // A file marked as reviewed or not is meant as a translation (its English file renamed or removed, or its own
      // name misspelt), however much it would pass as an entry written in its language alone.
      if (file.collection.anyLanguage && reviewedMark(file) === undefined) checkOriginal(file)
      else problems.push(missingOriginal(file, displayRoot))
      continue
    }
    // A translation is checked against a sound original; the original's own mistakes come first, reported there.
    if (invalid.has(original.relativePath)) continue
    const { tree } = file.collection
    problems.push(...checkTranslation(file.data, original.data, tree, original.displayPath).map((problem) => `${file.displayPath}: ${problem}`))
    if (file.body && original.body) problems.push(...checkCareCardsTranslated(file, original))
    if (reviewedMark(file) === undefined) {
      problems.push(
        `${file.displayPath}: reviewed is required in a translation: false until a native speaker at the clinic has reviewed it, then marked reviewed against the English (the editor's "Mark reviewed against the English as it reads now" button, or npm run sign-off -- --translation ${file.displayPath})`,
      )
    }
    // The schema speaks of the page the translation makes: its words over the English facts.
    const merged = mergeTranslation(original.data, file.data, tree)
    validate(file, merged)
    problems.push(...careCardProblems(file, merged, original.data))
  }

  // Routes come from file names, so a file with a syntax error still counts as a page and causes no false link errors.
  // A link is sound when its page exists in the linking file's language or in English, which stands in for it.
  const pages = publishedPages(collections, relativePaths)
  const reachableFrom = (locale: Locale) =>
    new Set(
      pages.filter(({ alternates }) => alternates.some((alternate) => alternate.locale === locale || alternate.locale === "en")).map(({ route }) => route),
    )
  const routes = reachableFrom("en")
  const everyRoute = new Set(pages.map(({ route }) => route))
  const slugs = new Map<string, Set<string>>()
  for (const relativePath of relativePaths) {
    const collection = collections.find((candidate) => candidate.folder && path.posix.dirname(relativePath) === candidate.folder)
    if (collection) slugs.set(collection.name, (slugs.get(collection.name) ?? new Set()).add(slugOf(relativePath)))
  }
  const folderOf = (name: string) => collections.find((collection) => collection.name === name)?.folder

  problems.push(...checkRoutes(collections, relativePaths, displayRoot))
  for (const file of files) {
    // A translation holds words only: the English file's links, images and ids are checked once, there.
    if (originals.includes(file)) {
      problems.push(...checkReferences(file, routes, slugs, folderOf), ...checkUniqueIds(file), ...checkFormerRoutes(file, everyRoute))
    }
    const refused = claimsInFile(file).filter(({ claim }) => claim.verdict === "refused")
    problems.push(
      ...checkPlaceholders(file),
      ...checkCutText(file),
      ...refused.map(({ displayPath, where, claim }) => describeClaim(displayPath, where, claim)),
    )
    if (file.body) {
      const reachable = file.locale === "en" ? routes : reachableFrom(file.locale)
      problems.push(...checkMarkdownBody({ ...file, body: file.body }, (route) => reachable.has(route), slugs.get("care-card") ?? new Set()))
    }
  }
  return problems
}
