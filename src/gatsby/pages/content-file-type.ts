import type { Node } from "gatsby"
import type { ObjectTypeConfig, ResolverContext } from "./type-config"

/**
 * A content YAML file as written, the node gatsby-transformer-yaml makes of it: its path under content/ and its
 * fields as JSON, which GraphiQL shows (allContentYaml). The pages query the checked entries, its children.
 */
export const contentFileType: ObjectTypeConfig = {
  name: "ContentYaml",
  interfaces: ["Node"],
  extensions: { infer: false },
  fields: {
    file: {
      type: "String!",
      resolve: (node: Node, _args: unknown, context: ResolverContext) =>
        String((context.nodeModel.getNodeById({ id: node.parent! }) as Node | undefined)?.relativePath),
    },
    data: {
      type: "JSON!",
      resolve: ({ id: _id, parent: _parent, children: _children, internal: _internal, ...fields }: Node) => fields,
    },
  },
}
