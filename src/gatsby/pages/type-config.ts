import type { GraphQLResolveInfo } from "graphql"

/** What Gatsby hands every resolver: its node model. */
export interface ResolverContext {
  nodeModel: {
    findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
    findAll(args: { type: string; query?: { filter: Record<string, unknown> } }): Promise<{ entries: Iterable<unknown> }>
    getNodeById(args: { id: string }): unknown
    findRootNodeAncestor(object: unknown, predicate?: (node: { internal?: { type?: string }; locale?: unknown }) => boolean): unknown
  }
}

/** A GraphQL object type and its fields, in the form Gatsby's schema.buildObjectType takes. */
export interface FieldConfig {
  type: string
  // Method syntax: each resolver may name the source it expects (GraphQL hands every resolver its type's nodes).
  resolve?(source: object, args: unknown, context: ResolverContext, info: GraphQLResolveInfo): unknown
  /** Gatsby's field extensions: { link: { by: "absolutePath" } } finds the node whose field holds the value. */
  extensions?: Record<string, unknown>
}

export interface ObjectTypeConfig {
  name: string
  fields: Record<string, FieldConfig>
  interfaces?: string[]
  extensions?: { infer: false }
}
