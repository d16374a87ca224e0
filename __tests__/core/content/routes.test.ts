import fs from "fs"
import path from "path"
import { loadCollections } from "../../../core/content/collections"
import { SchemaSet } from "../../../core/content/schemas"
import { pageFiles } from "../../../core/content/routes"
import { projectRoot, realSchemaDir } from "../../support/content-copy"

const collections = loadCollections(new SchemaSet(realSchemaDir))

it("gives every fixed page's schema a route that has its file in src/pages (the link check relies on it)", () => {
  const pageComponents = fs
    .readdirSync(path.join(projectRoot, "src/pages"))
    .filter((name) => name.endsWith(".tsx") && name !== "404.tsx")
    .map((name) => (name === "index.tsx" ? "/" : `/${name.replace(/\.tsx$/, "")}`))
  const fixedRoutes = collections.flatMap((collection) => (collection.file && collection.route ? [collection.route] : []))
  expect(fixedRoutes.sort()).toEqual(pageComponents.sort())
})

it("gives every page folder a template in src/templates", () => {
  for (const { folder, route, template } of collections.filter((collection) => collection.folder && collection.route)) {
    expect(route).toMatch(/\{slug\}/)
    expect(fs.existsSync(path.join(projectRoot, `src/templates/${template}.tsx`))).toBe(true)
    expect(folder).toBeTruthy()
  }
})

it("takes a page's address from its file name, for every page folder, and gives other files none", () => {
  const files = ["topics/new-thing.yaml", "policies/cookie-policy.yaml", "pages/about.yaml", "therapies.yaml"]
  expect(pageFiles(collections, files).map(({ route, relativePath }) => [relativePath, route])).toEqual([
    ["topics/new-thing.yaml", "/new-thing"],
    ["policies/cookie-policy.yaml", "/cookie-policy"],
    ["pages/about.yaml", "/about"],
  ])
})
