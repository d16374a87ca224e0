import React from "react"
import { PageContentProvider, type PageContent } from "../../hooks/page-content"
import { PublishWarnings, type Warnings } from "./publish-warnings"

interface PreviewFrameProps {
  /** The preview pane's own document. */
  document: Document
  content: PageContent
  /** What the build would refuse in the entry, and hold for the founder, shown above the page. */
  warnings: Warnings
  children: React.ReactNode
}

interface PreviewFrameState {
  error?: Error
}

/**
 * Gives the site's components in the preview what a page gives them (its language, the site's facts and words; the
 * pane's lang, which the site's styles follow), says above the page what the build would refuse in it, and while an
 * entry is half-filled (a new topic without its review date), says what is missing instead of going blank.
 */
export class PreviewFrame extends React.Component<PreviewFrameProps, PreviewFrameState> {
  state: PreviewFrameState = {}

  static getDerivedStateFromError(error: Error): PreviewFrameState {
    return { error }
  }

  componentDidMount() {
    this.props.document.documentElement.lang = this.props.content.locale
  }

  componentDidUpdate(previous: PreviewFrameProps) {
    this.props.document.documentElement.lang = this.props.content.locale
    if (this.state.error && previous.children !== this.props.children) this.setState({ error: undefined })
  }

  render() {
    const { content, children } = this.props
    const warnings = <PublishWarnings warnings={this.props.warnings} locale={content.locale} />
    if (this.state.error) {
      return (
        <>
          {warnings}
          <p role="status">The preview will show once the fields it needs are filled in ({this.state.error.message}).</p>
        </>
      )
    }
    return (
      <PageContentProvider value={content}>
        {warnings}
        {children}
      </PageContentProvider>
    )
  }
}
