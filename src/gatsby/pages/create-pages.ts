import path from "path"
import type { GatsbyNode } from "gatsby"
import { routeOf } from "./routes"

interface SluggedNodes {
  nodes: { id: string; fields: { slug: string } }[]
}

interface GeneratedPagesQuery {
  allPolicyPageYaml: SluggedNodes
  allTopicYaml: SluggedNodes
}

const templates = {
  allPolicyPageYaml: path.resolve("src/templates/policy.tsx"),
  allTopicYaml: path.resolve("src/templates/topic.tsx"),
}

/** One page per policy and topic file, each rendered by its single template from the node id alone. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<GeneratedPagesQuery>(`
    query GeneratedPages {
      allPolicyPageYaml {
        nodes { id fields { slug } }
      }
      allTopicYaml {
        nodes { id fields { slug } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the policy and topic pages", result.errors)
    return
  }
  for (const collection of Object.keys(templates) as (keyof typeof templates)[]) {
    for (const { id, fields } of result.data[collection].nodes) {
      actions.createPage({ path: routeOf(fields.slug), component: templates[collection], context: { id } })
    }
  }
}
