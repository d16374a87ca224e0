import React from "react"

// What the site's components import from "gatsby", for the editor's previews, where there is no Gatsby: links are
// plain anchors (the preview opens them in a new tab), and the GraphQL fragments beside the components are inert.

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
}

export function Link({ to, ...anchor }: LinkProps) {
  return <a href={to} {...anchor} />
}

export function graphql(): void {}
