import fs from "fs"
import yaml from "js-yaml"

/** A mistake in a content file, worded for the editor who made it. */
export class ContentError extends Error {}

/** Parses YAML text; a syntax error becomes a ContentError naming the file, line and column. */
export function parseYaml(text: string, displayPath: string): unknown {
  try {
    // The same parser and schema as gatsby-transformer-yaml, so what is checked is what gets built.
    return yaml.load(text, { filename: displayPath })
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const { line, column } = error.mark
      throw new ContentError(
        `${displayPath}: YAML syntax error on line ${line + 1}, column ${column + 1}: ${error.reason}`,
      )
    }
    throw error
  }
}

export function readYamlFile(filePath: string, displayPath: string): unknown {
  return parseYaml(fs.readFileSync(filePath, "utf8"), displayPath)
}
