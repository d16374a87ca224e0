import { yamlFormat, type FormatDescription } from "./yaml-format"

// The code /admin/ loads after the editor (static/admin/index.html): one YAML format per collection.
// EDITOR_FORMATS is written in at build time from the schemas (src/gatsby/editor/write-editor-files.ts).

declare const CMS: {
  registerCustomFormat(name: string, extension: string, format: ReturnType<typeof yamlFormat>): void
}
declare const EDITOR_FORMATS: Record<string, FormatDescription>

for (const [name, description] of Object.entries(EDITOR_FORMATS)) {
  CMS.registerCustomFormat(name, "yaml", yamlFormat(description))
}
