import path from "path"
import { collectionOf } from "../content/collections"

interface YamlSource {
  node: { absolutePath?: string; relativePath?: string; sourceInstanceName?: string }
}

/** gatsby-transformer-yaml's typeName option: each collection gets its own GraphQL type. */
export function yamlTypeName({ node }: YamlSource): string {
  const relativePath = (node.relativePath ?? "").split(path.sep).join("/")
  const collection = collectionOf(relativePath)
  if (!collection) throw new Error(`content/${relativePath} is not part of any content collection`)
  return collection.type
}
