import React from "react"
import { createRoot, type Root } from "react-dom/client"
import type { CustomPreviewTemplate, CustomPreviewTemplateProps } from "@sveltia/cms"

// Sveltia CMS renders a preview template with a React of its own, whose renderer (its react-dom chunk) carries yet
// another copy of React, so a component that uses hooks cannot run inside it. The template it renders is therefore
// only an empty element; the site's own React draws the preview into it, hooks, context and all, as on the site.

/** Sveltia CMS's createElement, which it publishes for templates written without a build step. */
declare const h: (type: string, props: { ref: (node: HTMLElement | null) => (() => void) | void }) => unknown

const roots = new WeakMap<HTMLElement, Root>()

function draw(node: HTMLElement, Preview: React.ComponentType<CustomPreviewTemplateProps>, props: CustomPreviewTemplateProps) {
  const root = roots.get(node) ?? createRoot(node)
  roots.set(node, root)
  root.render(React.createElement(Preview, props))
  // The element is handed back on every change of the entry; the site's root goes only when the element does.
  return () => {
    queueMicrotask(() => {
      if (node.isConnected) return
      root.unmount()
      roots.delete(node)
    })
  }
}

/** A template for the editor's preview pane that draws `Preview`, a component of the site's, with the entry's props. */
export function previewTemplate(Preview: React.ComponentType<CustomPreviewTemplateProps>): CustomPreviewTemplate {
  const template = (props: CustomPreviewTemplateProps) => h("div", { ref: (node) => (node ? draw(node, Preview, props) : undefined) })
  return template as unknown as CustomPreviewTemplate
}
