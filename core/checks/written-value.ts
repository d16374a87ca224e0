import { isScalar, parseDocument } from "yaml"

/**
 * A value as the editor typed it in a file's YAML, at an ajv instance path ("/closures/0/from"), where the parsed value
 * no longer shows it: YAML reads an unquoted 2026-02-30 as the date 2 March.
 */
export function writtenValue(yamlText: string, instancePath: string): string | undefined {
  const node = parseDocument(yamlText).getIn(instancePath.split("/").slice(1), true)
  return isScalar(node) ? node.source : undefined
}
