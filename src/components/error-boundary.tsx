import React from "react"
import * as styles from "./error-boundary.module.scss"

interface ErrorBoundaryProps {
  children: React.ReactNode
}

interface ErrorBoundaryState {
  failed: boolean
}

/**
 * Shows a readable page with a way home instead of a blank screen when rendering fails in the browser.
 * Its words live here, not in content, because it must work even when the content could not load.
 */
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
    return (
      <main role="alert" className={styles.fallback}>
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page. Please try again, or go back to the home page.</p>
        <p>
          <a href="/">Return to Home</a>
        </p>
      </main>
    )
  }
}
