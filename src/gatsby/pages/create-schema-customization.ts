import type { GatsbyNode } from "gatsby"
import { siteSchemas } from "../../../core"
import { contentFileType } from "./content-file-type"
import { contentTypes } from "./content-types"

/**
 * Explicit types for every content collection, generated from its JSON Schema, and for the YAML files as written.
 * @dontInfer keeps a misspelled key from becoming a field.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const { collections } = siteSchemas()
  actions.createTypes([contentFileType, ...contentTypes(collections)].map((config) => schema.buildObjectType(config)))
}
