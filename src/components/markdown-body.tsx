import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Element, Root, RootContent } from "hast"
import type { CareCardData } from "../lib/care-card"
import { CareCard, type HeadingLevel } from "./care-card"
import { ResponsiveImage } from "./responsive-image"
import * as styles from "./markdown-body.module.scss"

export interface BodyPicture {
  /** The path as the Markdown writes it. */
  src: string
  image: IGatsbyImageData
}

interface MarkdownBodyProps {
  /** The HTML tree of the article's Markdown, as the build prepared it. */
  tree: Root
  pictures: readonly BodyPicture[]
}

/**
 * The elements Markdown makes, with the attributes each may keep. Anything else (a raw HTML tag, a script, an
 * event handler, a style) never reaches the page: the build refuses raw HTML, and this list drops what slips past.
 */
const allowed: Record<string, readonly string[]> = {
  p: [],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  h5: ["id"],
  h6: ["id"],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "title"],
  em: [],
  strong: [],
  span: ["lang"],
  del: [],
  blockquote: [],
  code: [],
  pre: [],
  hr: [],
  br: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
}

/** Elements whose content is code, not words: left out whole. Other unknown elements give up only their tags. */
const dropped = new Set(["script", "style"])

/** Elements whose whitespace between children React must not render (it is invalid there). */
const noTextChildren = new Set(["table", "thead", "tbody", "tr", "ul", "ol"])
const alignments: Record<string, string | undefined> = { center: styles.alignCenter, right: styles.alignRight }

function renderElement(element: Element, key: number, pictures: ReadonlyMap<string, IGatsbyImageData>): React.ReactNode {
  const { tagName, properties = {} } = element
  if (dropped.has(tagName)) return null
  if (tagName === "care-card") {
    return (
      <CareCard key={key} card={JSON.parse(String(properties.card)) as CareCardData} headingLevel={`h${Number(properties.headingLevel)}` as HeadingLevel} />
    )
  }
  if (tagName === "img") {
    const image = pictures.get(String(properties.src))
    return image ? <ResponsiveImage key={key} image={image} alt={String(properties.alt ?? "")} className={styles.picture} /> : null
  }
  const children = element.children
    .filter((child) => !(noTextChildren.has(tagName) && child.type === "text" && child.value.trim() === ""))
    .map((child, index) => renderNode(child, index, pictures))
  const attributes = allowed[tagName]
  if (!attributes) return <React.Fragment key={key}>{children}</React.Fragment>
  const props: Record<string, unknown> = { key }
  for (const name of attributes) if (properties[name] !== undefined) props[name] = properties[name]
  if ((tagName === "th" || tagName === "td") && typeof properties.align === "string") props.className = alignments[properties.align]
  if (tagName === "a" && typeof props.href === "string" && props.href.startsWith("/")) {
    return (
      <a key={key} href={props.href} title={props.title as string | undefined}>
        {children}
      </a>
    )
  }
  return React.createElement(tagName, props, ...(children.length > 0 ? children : []))
}

function renderNode(node: RootContent, key: number, pictures: ReadonlyMap<string, IGatsbyImageData>): React.ReactNode {
  if (node.type === "text") return node.value
  if (node.type === "element") return renderElement(node, key, pictures)
  // Comments and anything raw are not part of what a reader sees.
  return null
}

/** An article's text, from the Markdown's HTML tree, as React elements: real headings, lists, links, tables and pictures. */
export function MarkdownBody({ tree, pictures }: MarkdownBodyProps) {
  const byPath = new Map(pictures.map(({ src, image }) => [src, image]))
  return <div className={styles.body}>{tree.children.map((node, index) => renderNode(node, index, byPath))}</div>
}
