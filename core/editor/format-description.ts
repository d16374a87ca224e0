// What the editor's format of each collection must know, generated at build time from the collection's schema
// (cms-config.ts) and written into the code /admin/ loads (src/editor).

/**
 * Where a collection keeps its language-neutral facts, which only its English files hold: `true` for a fact, an
 * object for what holds some; a list's mask is its items'.
 */
export type NeutralMask = true | { [key: string]: NeutralMask }

export interface YamlFormatDescription {
  kind: "yaml"
  /** The first line of the collection's English files and of their translations, which sit one folder deeper. */
  schemaLine: { english: string; translation: string }
  neutral: NeutralMask | undefined
}

/** Markdown whose fields are YAML front matter, which has no schema line. */
export interface FrontMatterFormatDescription {
  kind: "front-matter"
  neutral: NeutralMask | undefined
}

export type FormatDescription = YamlFormatDescription | FrontMatterFormatDescription
