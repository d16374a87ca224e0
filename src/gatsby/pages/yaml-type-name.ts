import path from "path"
import { collectionOf } from "../content/collections"
import { siteContentModel } from "../content/content-paths"

interface YamlSource {
  node: { relativePath?: string }
}

/** gatsby-transformer-yaml's typeName option: each collection gets its own GraphQL type. */
export function yamlTypeName({ node }: YamlSource): string {
  const relativePath = (node.relativePath ?? "").split(path.sep).join("/")
  const collection = collectionOf(siteContentModel().collections, relativePath)
  if (!collection) throw new Error(`content/${relativePath} is not part of any content collection`)
  return collection.type
}
