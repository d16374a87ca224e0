import fs from "fs"
import path from "path"
import { builtHtmlFiles } from "./built-html-files"

/**
 * React 18's renderToPipeableStream, which Gatsby renders pages with, writes a NUL byte where a multi-byte character
 * (any Devanagari letter) would have straddled its 2 KB buffer, and the character after it whole (facebook/react issue
 * 31134; fixed in React 19, not in 18). A NUL is never part of an HTML page, so removing it restores the text exactly.
 */
export function removeStreamNulBytes(publicDir: string) {
  for (const file of builtHtmlFiles(publicDir)) {
    const fullPath = path.join(publicDir, file)
    const html = fs.readFileSync(fullPath, "utf8")
    if (html.includes("\u0000")) fs.writeFileSync(fullPath, html.replaceAll("\u0000", ""))
  }
}
