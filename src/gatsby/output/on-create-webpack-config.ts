import type { GatsbyNode } from "gatsby"

interface ExtractPlugin {
  constructor: { name: string }
  options?: { ignoreOrder?: boolean }
}

/**
 * Component styles are CSS modules with their own class names, so the order in which chunks pull them into
 * the one stylesheet does not change how anything looks; mini-css-extract-plugin's order warnings are noise.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  const config = getConfig()
  for (const plugin of config.plugins as ExtractPlugin[]) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
