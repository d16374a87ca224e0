/** @jest-environment node */
import fs from "fs"
import path from "path"
import React from "react"
import { renderToPipeableStream } from "react-dom/server"
import { Writable } from "stream"
import { processBuiltPages } from "../../../core/outputs/built-pages"
import { removeStreamNulBytes } from "../../../core/outputs/remove-stream-nul-bytes"
import { publicWith } from "../../support/built-site"

/** A page as Gatsby renders it: through React's stream, with enough Marathi to cross its 2 KB buffer. */
function streamed(element: React.ReactElement): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk))
        done()
      },
    })
    sink.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")))
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink) })
  })
}

it("restores Devanagari text that React's stream broke with a NUL byte, leaving it otherwise unchanged", async () => {
  const paragraph = "व्हॉट्सॲप सल्ल्याच्या विनंतीसाठी आहे, आपत्कालीन उपचारांसाठी नाही. वैद्यकीय आपत्कालीन परिस्थितीत ११२ वर फोन करा."
  const page = React.createElement(
    "main",
    null,
    Array.from({ length: 12 }, (_, index) => React.createElement("p", { key: index }, paragraph)),
  )
  const html = await streamed(page)
  expect(html).toContain("\u0000")

  const publicDir = publicWith({ "index.html": html })
  await processBuiltPages(publicDir, [{ name: "NUL bytes removed", reads: [], writes: ["the pages' HTML"], run: removeStreamNulBytes }])
  const cleaned = fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
  expect(cleaned).not.toContain("\u0000")
  expect(cleaned.split(paragraph)).toHaveLength(13)
})
