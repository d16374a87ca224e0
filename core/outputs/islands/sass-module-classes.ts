import type { Plugin } from "esbuild"
import * as sass from "sass"
import { exportedClassName, moduleClassName } from "../styles/module-class-name"

/** The class names a compiled stylesheet's selectors use (what follows a dot in a selector, not in a declaration). */
export function selectorClasses(css: string): string[] {
  const classes = new Set<string>()
  for (const [, selector] of css.matchAll(/([^{}]+)\{/g)) {
    for (const [, name] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name)
  }
  return [...classes]
}

/**
 * Sass modules in the islands' bundle: each becomes the class names the page's stylesheet already has (the styles
 * themselves come with the page), named as Gatsby's webpack names them (moduleClassName). Each module's classes are
 * recorded in `written`, by file: what an island that imports it may write into a page in the browser.
 */
export function sassModuleClasses(written: Map<string, string[]>): Plugin {
  return {
    name: "sass-module-classes",
    setup(build) {
      build.onLoad({ filter: /\.module\.scss$/ }, ({ path: file }) => {
        const classes = selectorClasses(sass.compile(file).css)
        const names = classes.map((local) => moduleClassName(file, local))
        written.set(file, names)
        const bindings = names.map((name, index) => `const c${index} = ${JSON.stringify(name)}`)
        const exported = classes.map((local, index) => `c${index} as ${JSON.stringify(exportedClassName(local))}`)
        return { contents: `${bindings.join("\n")}\nexport { ${exported.join(", ")} }\n`, loader: "js" }
      })
    },
  }
}
