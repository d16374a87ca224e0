import path from "path"

/** The routes that have a file in src/pages (a test keeps this list and that folder in step). */
export const fixedRoutes = ["/", "/about", "/services", "/doctor", "/contact", "/panchakarma-therapies"]

/** A topic or policy page's slug is its file name: content/topics/basti-therapy.yaml -> basti-therapy. */
export function slugOf(relativePath: string): string {
  return path.posix.basename(relativePath, ".yaml")
}

export function routeOf(slug: string): string {
  return `/${slug}`
}
