// What of the core runs in the browser editor's previews (src/editor/previews): nothing here may need Node.
export { claimMessage, claimsIn, findClaims } from "./checks/claims/claims-guard"
export { claimsInBody } from "./checks/markdown/claims-in-body"
export { undescribedPictures } from "./checks/markdown/undescribed-pictures"
export { markdownWords, parseMarkdown } from "./content/parse-markdown"
export { pictureSources, prepareBody } from "./outputs/prepare-body"
export type { FormatDescription, FrontMatterFormatDescription, NeutralMask, YamlFormatDescription } from "./editor/format-description"
export type { ArticleWords, PageFrame, PreviewContent } from "./editor/preview-content"
export type { Claim } from "./checks/claims/claims-guard"
