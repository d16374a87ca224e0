// The site's core: everything that makes this site itself and needs no Gatsby. The Gatsby adapter (src/gatsby), the
// scripts, the browser tests and the tests outside __tests__/core import it from here; the editor's previews, which
// run in the browser, from core/browser.ts. docs/architecture.md, "Folders", says what each folder holds.

// The content model: files read, schemas and their annotations, pages, languages.
export { careCardOf } from "./content/care-card-entry"
export { loadCollections, listContentFiles, pascalCase, type Collection } from "./content/collections"
export { readContentFiles, type ContentFile, type ContentRead } from "./content/content-files"
export { fieldAt } from "./content/field-path"
export { markdownWords } from "./content/parse-markdown"
export { pictureFile, type ArticleFile } from "./content/picture-file"
export { publishedLanguages, publishedPages } from "./content/published-pages"
export { schemaTree, type SchemaNode } from "./content/schema-tree"
export { fingerprintOf, isReviewedAgainst, isSignedOff, reviewFingerprint, signedFingerprintOf } from "./content/sign-off"
export { SchemaSet } from "./content/schemas"
export { siteContentOf, type LocalizedEntry, type SiteContent } from "./content/site-content"
export { mergeTranslation } from "./content/translations/merge-translation"
export { versionsInLanguage } from "./content/versions-in-language"

// The checks, and the reports on health pages and translations.
export { kindWords } from "./checks/claims/claim-kinds"
export { claimMessage, findClaims } from "./checks/claims/claims-guard"
export { formatReadabilityReport, readabilityReport } from "./checks/readability/readability-report"
export { formatTranslationReport, translationReport } from "./checks/translations/translation-report"
export { validateContent } from "./checks/validate-content"

// The site's content, read and checked once.
export { checkContent, siteContentOrStop } from "./site/check-site"
export { checkedSiteContent, problemsReport } from "./site/checked-site-content"
export { contentDir, rereadSiteContent, schemaDir, siteContent, siteSchemas, siteUrlOf } from "./site/load-site"
export { recheckContent, restartDevelop, watchSchemas } from "./site/watch-content"

// What the build writes besides Gatsby's pages.
export { brokenLinks } from "./outputs/broken-links"
export { builtRoutes } from "./outputs/built-html-files"
export { processBuiltPages } from "./outputs/built-pages"
export { contentTexts, cutFontDir } from "./outputs/fonts/cut-font"
export {
  devanagariFontFile,
  devanagariRun,
  devanagariWeights,
  hasOwnDevanagariFont,
  wholeDevanagariFont,
  writeDevanagariFont,
} from "./outputs/fonts/devanagari-font"
export { headingFontFile, wholeHeadingFont, writeHeadingFont } from "./outputs/fonts/heading-font"
export type { IslandsManifest } from "./outputs/islands/bundle-islands"
export { editorContentSecurityPolicy } from "./outputs/headers/security-headers"
export { writeHeaders } from "./outputs/headers/write-headers"
export { pictureSources, prepareBody } from "./outputs/prepare-body"
export { movedPageRules, movedPages, notFoundRules, writeRedirects } from "./outputs/redirects"
export { removeStreamNulBytes } from "./outputs/remove-stream-nul-bytes"
export { writeRobots } from "./outputs/robots"
export { titleFileOf } from "./outputs/share-cards/title-file"
export { moduleClassName } from "./outputs/styles/module-class-name"

// The browser editor's configuration and files.
export { editorBackend } from "./editor/editor-backend"
export { pageFrame } from "./editor/page-frame"

/**
 * A step that loads a bundler or an image library (esbuild, sharp, PurgeCSS, Sass), loaded when it first runs: every
 * process that reads the content imports this file (gatsby-config, each of Gatsby's workers, the tests), and loading
 * those takes most of a second.
 */
function loadedWhenRun<Args extends unknown[], Result>(load: () => Promise<(...args: Args) => Promise<Result>>) {
  return async (...args: Args): Promise<Result> => (await load())(...args)
}

export const bundleIslands = loadedWhenRun(async () => (await import("./outputs/islands/bundle-islands")).bundleIslands)
export const inlinePageStyles = loadedWhenRun(async () => (await import("./outputs/styles/page-styles")).inlinePageStyles)
export const writeServiceWorker = loadedWhenRun(async () => (await import("./outputs/service-worker")).writeServiceWorker)
export const writeShareCards = loadedWhenRun(async () => (await import("./outputs/share-cards/write-share-cards")).writeShareCards)
export const writeEditorFiles = loadedWhenRun(async () => (await import("./editor/write-editor-files")).writeEditorFiles)
