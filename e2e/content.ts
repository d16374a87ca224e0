import fs from "fs"
import path from "path"
import yaml from "js-yaml"

/** Reads a content file, so browser tests can check the built pages against what the editors wrote. */
export function readContent<T>(relativePath: string): T {
  return yaml.load(fs.readFileSync(path.join(__dirname, "../content", relativePath), "utf8")) as T
}

export const topicSlugs = fs
  .readdirSync(path.join(__dirname, "../content/topics"))
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => name.replace(/\.yaml$/, ""))
