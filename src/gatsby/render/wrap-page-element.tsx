import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { ErrorBoundary } from "../../components/error-boundary"
import { Layout } from "../../components/layout"

/** Every page, in the browser and at build time, inside the shared layout and the error boundary. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return (
    <ErrorBoundary>
      <Layout currentPath={props.location.pathname}>{element}</Layout>
    </ErrorBoundary>
  )
}
