import type { GatsbyNode } from "gatsby"

interface WebpackPlugin {
  constructor: { name: string }
  options?: { ignoreOrder?: boolean }
}

/**
 * Component styles are CSS modules with their own class names, so the order in which chunks pull them into the one
 * stylesheet does not change how anything looks: mini-css-extract-plugin's order warnings are noise, in the build and
 * in the terminal of gatsby develop. A production build keeps only the stylesheet from Gatsby's browser bundles: the
 * pages ship the islands' own scripts (src/gatsby/islands), so minifying the unshipped JavaScript and writing source
 * maps for it and for the HTML renderer would only cost build time (docs/decisions/build-speed.md).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
  if (stage !== "build-javascript" && stage !== "build-html" && stage !== "develop") return
  const config = getConfig()
  for (const plugin of config.plugins as WebpackPlugin[]) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
  }
  if (stage !== "develop") config.devtool = false
  if (stage === "build-javascript") {
    const minimizers = config.optimization.minimizer as WebpackPlugin[]
    config.optimization.minimizer = minimizers.filter((minimizer) => minimizer.constructor.name !== "TerserPlugin")
    if (config.optimization.minimizer.length === minimizers.length) {
      reporter.warn("Gatsby no longer minifies its JavaScript with TerserPlugin: src/gatsby/output/on-create-webpack-config.ts no longer saves that time")
    }
  }
  actions.replaceWebpackConfig(config)
}
