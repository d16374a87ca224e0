import fs from "fs"
import path from "path"

/** Every HTML file of the build, as sorted paths relative to public/ with forward slashes. */
export function builtHtmlFiles(publicDir: string): string[] {
  return (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .map((entry) => entry.split(path.sep).join("/"))
    .filter((entry) => entry.endsWith(".html") && !entry.startsWith("page-data/"))
    .sort()
}
