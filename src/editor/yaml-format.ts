import { parse } from "yaml"
import type { YamlFormatDescription } from "../../core/browser"
import { patchYaml, writeYaml } from "./patch-yaml"
import { isTranslation, sourceKey, translationKeeps, translationOf } from "./translated-entry"

/** Reads and writes a collection's YAML so that a save changes only what the editor changed. */
export function yamlFormat(description: YamlFormatDescription) {
  return {
    fromFile(text: string): Record<string, unknown> {
      return { ...(parse(text) as Record<string, unknown>), [sourceKey]: text }
    },
    toFile(data: Record<string, unknown>): string {
      const { [sourceKey]: source, ...entry } = data
      const read = typeof source === "string" ? source : ""
      const translated = isTranslation(entry, read, read.startsWith(`${description.schemaLine.translation}\n`))
      const schemaLine = translated ? description.schemaLine.translation : description.schemaLine.english
      const content = translated ? translationOf(entry, description.neutral) : entry
      const keep = translated ? translationKeeps : []
      if (read.startsWith(`${schemaLine}\n`)) return patchYaml(read, content, keep)
      return `${schemaLine}\n${writeYaml(content, keep)}`
    },
  }
}
