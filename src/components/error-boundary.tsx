import React from "react"
import * as styles from "./error-boundary.module.scss"

interface ErrorBoundaryProps {
  /** The page's own words for a failure, from site.yaml's ui, in its language. */
  words: { errorHeading: string; errorText: string; errorHomeLink: string }
  homePath: string
  children: React.ReactNode
}

interface ErrorBoundaryState {
  failed: boolean
}

/** Shows a readable page with a way home instead of a blank screen when rendering fails in the browser. */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  componentDidCatch(error: Error) {
    console.error("Unexpected Application Error!", error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    const { words, homePath } = this.props
    return (
      <main role="alert" className={styles.fallback}>
        <h1>{words.errorHeading}</h1>
        <p>{words.errorText}</p>
        <p>
          <a href={homePath}>{words.errorHomeLink}</a>
        </p>
      </main>
    )
  }
}
