import fs from "fs"
import path from "path"
import yaml from "js-yaml"

/** Reads a real content file, as the build would, for tests that show what a visitor reads. */
export function readContent<T = Record<string, unknown>>(relativePath: string): T {
  return yaml.load(fs.readFileSync(path.join(__dirname, "../../content", relativePath), "utf8")) as T
}

/** site.yaml as its query returns it: the founder's slug resolved to the person's file, as GraphQL links it. */
export function siteFacts() {
  const site = readContent<{ founder: string }>("site.yaml")
  return { ...site, founder: { ...readContent(`people/${site.founder}.yaml`), fields: { slug: site.founder } } }
}

/** The result every useStaticQuery in src/hooks asks for, built from the real site.yaml and navigation.yaml. */
export function staticQueryData() {
  return {
    siteYaml: siteFacts(),
    navigationYaml: readContent("navigation.yaml"),
    site: { siteMetadata: { siteUrl: "https://www.example.com" } },
    file: { childImageSharp: { resize: { src: "/static/share.jpg", width: 1200, height: 630 } } },
  }
}
