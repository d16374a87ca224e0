import path from "path"
import { collectionOf, splitContentPath, translationType } from "../content/collections"
import { siteContentModel } from "../content/content-paths"

interface YamlSource {
  node: { relativePath?: string }
}

/**
 * gatsby-transformer-yaml's typeName option: each collection's English files get its type (TopicYaml); translated
 * files get a type of their own (TopicYamlTranslation), which pages never query: they lend their words to the English
 * nodes (src/gatsby/pages/localized-content.ts).
 */
export function yamlTypeName({ node }: YamlSource): string {
  const relativePath = (node.relativePath ?? "").split(path.sep).join("/")
  const collection = collectionOf(siteContentModel().collections, relativePath)
  if (!collection) throw new Error(`content/${relativePath} is not part of any content collection`)
  return splitContentPath(relativePath).locale === "en" ? collection.type : translationType(collection)
}
