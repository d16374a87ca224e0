import fs from "fs"
import path from "path"
import yaml from "js-yaml"

/** Reads a real content file, as the build would, for tests that show what a visitor reads. */
export function readContent<T = Record<string, unknown>>(relativePath: string): T {
  return yaml.load(fs.readFileSync(path.join(__dirname, "../../content", relativePath), "utf8")) as T
}
