import fs from "fs"
import path from "path"
import type { Code, Content, Definition, Heading, Image, Link } from "mdast"
import toString from "mdast-util-to-string"
import visit from "unist-util-visit"
import { isLocale } from "../../../src/lib/locales"
import { headingId } from "../../../src/lib/heading-id"
import { careCardLanguage, careCardName } from "./care-cards"
import { undescribedPictures } from "./undescribed-pictures"
import { bodyTree } from "../../content/parse-markdown"
import { pictureFile, type ArticleFile } from "../../content/picture-file"

export interface MarkdownBody extends ArticleFile {
  displayPath: string
  body: { text: string; line: number }
}

/** Picture formats the image pipeline (sharp) makes responsive sizes of. */
const pictureExtensions = [".jpg", ".jpeg", ".png", ".webp"]

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text)

/**
 * What is wrong in a Markdown body: raw HTML (which could carry scripts, handlers or styles onto the page), headings
 * out of order, links that lead nowhere or nowhere safe, pictures that are missing, from another host or undescribed,
 * and care-card blocks that name no card of `careCards`. Each message names the file and the line. `isRoute` says
 * whether an address is a page a reader of this file's language can reach.
 */
export function checkMarkdownBody(
  { displayPath, absolutePath, relativePath, body }: MarkdownBody,
  isRoute: (route: string) => boolean,
  careCards: ReadonlySet<string>,
): string[] {
  const tree = bodyTree(body)
  const problems: string[] = []
  const lineOf = (line: number) => `line ${body.line + line - 1}`
  const at = (node: Content) => `${displayPath}: ${lineOf(node.position?.start.line ?? 1)}`
  const definitions = new Map<string, Definition>()
  visit(tree, "definition", (node: Definition) => void definitions.set(node.identifier, node))

  if (body.text.trim() === "") problems.push(`${displayPath}: the article has no text after its front matter`)

  const anchors = new Map<string, number>()
  let previousDepth = 1
  visit(tree, "heading", (node: Heading) => {
    const words = toString(node)
    if (node.depth === 1) {
      problems.push(`${at(node)}: "# ${shorten(words)}" is a top-level heading, but the article's title (from title) is the page's one; start headings at "##"`)
    } else if (node.depth > previousDepth + 1) {
      problems.push(
        `${at(node)}: "${"#".repeat(node.depth)} ${shorten(words)}" skips a level after a "${"#".repeat(previousDepth)}" heading; use "${"#".repeat(previousDepth + 1)}"`,
      )
    }
    previousDepth = Math.max(node.depth, 2)
    const id = headingId(words)
    const earlier = anchors.get(id)
    if (earlier !== undefined)
      problems.push(`${at(node)}: the heading "${shorten(words)}" has the same words as the one on line ${earlier}; give each heading its own`)
    else anchors.set(id, body.line + (node.position?.start.line ?? 1) - 1)
  })

  const checkLink = (node: Content, url: string) => {
    const problem = linkProblem(url, isRoute, anchors)
    if (problem) problems.push(`${at(node)}: the link to "${shorten(url)}" ${problem}`)
  }
  const checkCareCard = (node: Code) => {
    const name = careCardName(node)
    if (!careCards.has(name)) {
      const known = [...careCards].sort().join(", ")
      problems.push(`${at(node)}: the care card "${shorten(name)}" is not in content/care-cards; write the file name of one of ${known}`)
    }
  }
  const checkImage = (node: Content, url: string) => {
    const problem = imageProblem(url, { absolutePath, relativePath })
    if (problem) problems.push(`${at(node)}: the picture "${shorten(url)}" ${problem}`)
  }

  visit(tree, (visited) => {
    const node = visited as Content
    switch (node.type) {
      case "html":
        problems.push(
          `${at(node)}: raw HTML is not allowed in an article (${shorten(node.value.trim())}); write it in Markdown, or put a tag meant as text in \`backticks\``,
        )
        break
      case "link":
        checkLink(node, (node as Link).url)
        break
      case "linkReference": {
        const definition = definitions.get(node.identifier)
        if (definition) checkLink(node, definition.url)
        break
      }
      case "code":
        if ((node as Code).lang === careCardLanguage) checkCareCard(node as Code)
        break
      case "image":
        checkImage(node, (node as Image).url)
        break
      case "imageReference": {
        const definition = definitions.get(node.identifier)
        if (definition) checkImage(node, definition.url)
        break
      }
    }
  })
  problems.push(
    ...undescribedPictures(tree).map(
      ({ line, url }) =>
        `${displayPath}: ${lineOf(line)}: the picture "${shorten(url)}" has no description; write what it shows between the square brackets: ![A Vaidya reading a report](${url})`,
    ),
  )
  return problems
}

/** Why a link is refused, or undefined when it is sound. */
function linkProblem(url: string, isRoute: (route: string) => boolean, anchors: Map<string, number>): string | undefined {
  if (url.startsWith("#")) {
    return anchors.has(decodeURIComponent(url.slice(1))) ? undefined : "points to no heading of this article"
  }
  if (url.startsWith("/")) {
    const [route] = url.split("#")
    const [first] = route.split("/").filter(Boolean)
    if (first && isLocale(first)) {
      return `names a language; write the English address (${route.replace(`/${first}`, "") || "/"}) and the page shows it in the reader's language`
    }
    return isRoute(route.replace(/\/$/, "") || "/") ? undefined : "is not a page of this site"
  }
  if (/^(https:\/\/|mailto:|tel:)/.test(url)) return undefined
  if (url.startsWith("http://")) return "is not secure; write https://"
  return "is not a page of this site; write a page's address starting with / (such as /contact) or a full https:// address"
}

/** Why a picture is refused, or undefined when it is sound. */
function imageProblem(url: string, article: ArticleFile): string | undefined {
  if (/^[a-z]+:/i.test(url) || url.startsWith("//")) {
    return "is on another website, which would tell that site who reads this page; put the picture in content/images and write its path from this file"
  }
  if (!pictureExtensions.includes(path.extname(url).toLowerCase()))
    return `is not a photograph or drawing the site can resize (${pictureExtensions.join(", ")})`
  if (!fs.existsSync(pictureFile(url, article))) return "is not there; check the path from this file (such as ../images/hero.jpg)"
  return undefined
}
