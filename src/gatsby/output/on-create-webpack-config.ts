import type { GatsbyNode } from "gatsby"

interface WebpackPlugin {
  constructor: { name: string }
  options?: { ignoreOrder?: boolean }
}

/**
 * A production build keeps only the stylesheet from Gatsby's browser bundles: the pages ship the islands' own
 * scripts (src/gatsby/islands), so minifying the unshipped JavaScript and writing source maps for it and for the
 * HTML renderer would only cost build time (about a third of a cold build).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript" && stage !== "build-html") return
  const config = getConfig()
  config.devtool = false
  if (stage === "build-javascript") {
    const plugins = config.plugins as WebpackPlugin[]
    // Component styles are CSS modules with their own class names, so the order in which chunks pull them into
    // the one stylesheet does not change how anything looks; mini-css-extract-plugin's order warnings are noise.
    for (const plugin of plugins) {
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
    }
    config.optimization.minimizer = (config.optimization.minimizer as WebpackPlugin[]).filter((minimizer) => minimizer.constructor.name !== "TerserPlugin")
  }
  actions.replaceWebpackConfig(config)
}
