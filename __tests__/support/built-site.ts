import fs from "fs"
import os from "os"
import path from "path"

/** A new public folder holding these files, by their paths in it, as a build would have written them. */
export function publicWith(files: Record<string, string>): string {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
  }
  return publicDir
}
