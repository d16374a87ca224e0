import type { FormatDescription } from "../../core/browser"
import { frontMatterFormat } from "./front-matter-format"
import { yamlFormat } from "./yaml-format"

// The code /admin/ loads after the editor (static/admin/index.html): one file format per collection.
// EDITOR_FORMATS is written in at build time from the schemas (core/editor/write-editor-files.ts).

interface FileFormat {
  fromFile(text: string): Record<string, unknown>
  toFile(data: Record<string, unknown>): string
}

declare const CMS: {
  registerCustomFormat(name: string, extension: string, format: FileFormat): void
}
declare const EDITOR_FORMATS: Record<string, FormatDescription>

for (const [name, description] of Object.entries(EDITOR_FORMATS)) {
  if (description.kind === "front-matter") CMS.registerCustomFormat(name, "md", frontMatterFormat(description))
  else CMS.registerCustomFormat(name, "yaml", yamlFormat(description))
}
