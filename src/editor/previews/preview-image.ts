import { useEffect, useReducer } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** What the preview pane knows of a picture named in an entry; `url` becomes a blob: address once it is loaded. */
export type GetAsset = (path: string) => { url: string } | undefined

const isLoaded = (asset: { url: string }) => asset.url.startsWith("blob:")
const redrawEvery = 150
const redrawsAtMost = 40

/**
 * The pictures an entry names, in the shape the site's image component draws, at the size the site gives them; none
 * for an empty field or a file missing from the repository (the build would refuse it). The editor loads a picture
 * the first time it is asked for and does not redraw the preview when it arrives, so until every picture has its
 * blob: address the preview asks again, for a few seconds at most.
 */
export function usePreviewPictures(getAsset: GetAsset, paths: readonly unknown[]) {
  const [redraws, redraw] = useReducer((count: number) => count + 1, 0)
  const assets = paths.map((path) => (typeof path === "string" && path !== "" ? getAsset(path) : undefined))
  const waiting = assets.some((asset) => asset && !isLoaded(asset))
  useEffect(() => {
    if (!waiting || redraws >= redrawsAtMost) return
    const timer = setTimeout(redraw, redrawEvery)
    return () => clearTimeout(timer)
  }, [waiting, redraws])
  return (index: number, width: number, height: number): IGatsbyImageData | undefined => {
    const asset = assets[index]
    return asset && isLoaded(asset) ? { layout: "constrained", width, height, images: { fallback: { src: asset.url } } } : undefined
  }
}
