import type { BuiltPage } from "./built-pages"

/**
 * React 18's renderToPipeableStream, which Gatsby renders pages with, writes a NUL byte where a multi-byte character
 * (any Devanagari letter) would have straddled its 2 KB buffer, and the character after it whole (facebook/react issue
 * 31134; fixed in React 19, not in 18). A NUL is never part of an HTML page, so removing it restores the text exactly.
 */
export function removeStreamNulBytes(pages: BuiltPage[]) {
  for (const page of pages) page.html = page.html.replaceAll("\u0000", "")
}
