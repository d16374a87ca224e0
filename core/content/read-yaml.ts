import yaml from "js-yaml"

/** A mistake in a content file, worded for the editor who made it. */
export class ContentError extends Error {}

/** What the YAML parser's words for the commonest mistakes mean to an editor who has never read its grammar. */
const plainWords: Record<string, string> = {
  "duplicated mapping key": "a field is written twice at the same level; keep one",
  "bad indentation of a mapping entry":
    'the line is indented unlike the fields beside it, or the text before it holds ": " and needs double quotes around it',
  "end of the stream or a document separator is expected": 'look for a missing space after ":", or a line indented unlike its neighbours',
  "unexpected end of the stream within a double quoted scalar": "a double quote opens a text and none closes it",
  "can not read a block mapping entry; a multiline key may not be an implicit key":
    'the line is neither "field: value" nor indented under the line before it; indent a text\'s continued lines',
  "missed comma between flow collection entries": 'a list in [brackets] lacks a comma or its closing "]"',
}

/** The parser's reason for a syntax error, with what it means in plain words where it is a common one. */
export function describeYamlReason(reason: string): string {
  return plainWords[reason] ? `${reason} (${plainWords[reason]})` : reason
}

/** Parses YAML text; a syntax error becomes a ContentError naming the file, line and column. */
export function parseYaml(text: string, displayPath: string): unknown {
  try {
    return yaml.load(text, { filename: displayPath })
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const { line, column } = error.mark
      throw new ContentError(
        `${displayPath}: YAML syntax error on line ${line + 1}, column ${column + 1}: ${describeYamlReason(error.reason)}`,
      )
    }
    throw error
  }
}
