import path from "path"
import type { Plugin } from "esbuild"

/** Packages that need React's whole API (Formik and what it brings), which only preact/compat gives. */
const needsWholeReactApi = /[\\/]node_modules[\\/](formik|hoist-non-react-statics)[\\/]/

const preactAs = {
  react: path.resolve("src/islands/preact/react.ts"),
  "react-dom/client": path.resolve("src/islands/preact/react-dom-client.ts"),
}
const compatAs = {
  react: path.resolve("node_modules/preact/compat/dist/compat.mjs"),
  "react-dom/client": path.resolve("node_modules/preact/compat/client.mjs"),
}

/**
 * In the islands' bundle React is Preact (docs/decisions/islands-on-preact.md): "react" is Preact's own elements and
 * hooks for the site's code, and preact/compat, React's whole API, only for the packages that need it. compat (3 KB
 * compressed) then travels with the booking form alone rather than with every page.
 */
export const reactAsPreact: Plugin = {
  name: "react-as-preact",
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/client)?$/ }, ({ path: name, importer }) => {
      const resolved = (needsWholeReactApi.test(importer) ? compatAs : preactAs)[name as keyof typeof preactAs]
      if (!resolved) throw new Error(`${importer} imports ${name}, which the islands' bundle does not provide (core/outputs/islands/react-as-preact.ts)`)
      return { path: resolved }
    })
  },
}
