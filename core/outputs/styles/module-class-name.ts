import crypto from "crypto"
import path from "path"

/**
 * The class a Sass module's `local` class becomes: "booking-dialog-module--field--1a2b3" (its file, its name, and a
 * hash of its path against two files of one name). Gatsby's webpack writes the pages' HTML and stylesheet with it, and
 * the islands' esbuild bundle writes what an island renders in the browser with it, so both always agree.
 */
export function moduleClassName(file: string, local: string): string {
  const relativePath = path.relative(process.cwd(), file).split(path.sep).join("/")
  const hash = crypto.createHash("sha256").update(relativePath).digest("hex").slice(0, 5)
  const name = `${path.basename(file, path.extname(file)).replace(/\./g, "-")}--${local}--${hash}`
  // A CSS class may not start with a digit (404.module.scss).
  return /^[0-9]/.test(name) ? `_${name}` : name
}

/** A class moduleClassName wrote: a Sass module's, not a global one. */
export const moduleClass = /^_?[\w-]+--[\w-]+--[0-9a-f]{5}$/

/** The name a class is exported under to TypeScript, as Gatsby's css-loader does it (dashesOnly): `counter-over` is `counterOver`. */
export function exportedClassName(local: string): string {
  return local.replace(/-+(\w)/g, (_match, letter: string) => letter.toUpperCase())
}
