import { normalizePath } from "./paths"

/** What WhatsApp, Facebook and X show best as a page's preview image. */
export const shareCardSize = { width: 1200, height: 630 }

/** Where a page's share card is published: "/" is /share/index.jpg, "/mr/rasayana-therapy" /share/mr/rasayana-therapy.jpg. */
export function shareCardPath(pagePath: string): string {
  const page = normalizePath(pagePath)
  return `/share${page === "/" ? "/index" : page}.jpg`
}
