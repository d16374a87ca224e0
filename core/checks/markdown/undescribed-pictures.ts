import type { Definition, Image, ImageReference, Root } from "mdast"
import visit from "unist-util-visit"

/** The pictures in an article's text with no description (alt text), each with its address and the line it is on. */
export function undescribedPictures(tree: Root): { line: number; url: string }[] {
  const definitions = new Map<string, Definition>()
  visit(tree, "definition", (node: Definition) => void definitions.set(node.identifier, node))
  const pictures: { line: number; url: string }[] = []
  visit(tree, ["image", "imageReference"], (node) => {
    const picture = node as Image | ImageReference
    const url = picture.type === "image" ? picture.url : definitions.get(picture.identifier)?.url
    if (url !== undefined && !picture.alt?.trim()) pictures.push({ line: node.position?.start.line ?? 1, url })
  })
  return pictures
}
