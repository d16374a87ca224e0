import type { ContentFile } from "./content-files"
import type { SchemaSet } from "./schemas"
import { walkContent } from "./walk-content"

/**
 * Text that must not be empty but holds only spaces: the schema's minLength counts them, yet a visitor would meet an
 * empty heading, button or alt text. (A form field cleared in the browser editor can leave a space behind.)
 */
export function checkBlankText(file: ContentFile, schemas: SchemaSet): string[] {
  const problems: string[] = []
  walkContent(file.data, schemas.ofCollection(file.collection.name), schemas, (value, { schema }, at) => {
    if (typeof value === "string" && value !== "" && value.trim() === "" && (schema.minLength ?? 0) > 0) {
      problems.push(`${file.displayPath}: ${at} must not be empty; it holds only spaces`)
    }
  })
  return problems
}
