import type { GraphQLResolveInfo } from "graphql"
import type { ResolverContext } from "./localized-content"

/** A GraphQL object type and its fields, in the form Gatsby's schema.buildObjectType takes. */
export interface FieldConfig {
  type: string
  // Method syntax: each resolver may name the source it expects (GraphQL hands every resolver its type's nodes).
  resolve?(source: object, args: unknown, context: ResolverContext, info: GraphQLResolveInfo): unknown
}

export interface ObjectTypeConfig {
  name: string
  fields: Record<string, FieldConfig>
  interfaces?: string[]
  extensions?: { infer: false }
}
