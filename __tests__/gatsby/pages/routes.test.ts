import fs from "fs"
import path from "path"
import { fixedRoutes, routeOf, slugOf } from "../../../src/gatsby/pages/routes"

it("lists exactly the routes that have a file in src/pages (the link check relies on it)", () => {
  const pageFiles = fs
    .readdirSync(path.resolve(__dirname, "../../../src/pages"))
    .filter((name) => name.endsWith(".tsx") && name !== "404.tsx")
    .map((name) => (name === "index.tsx" ? "/" : `/${name.replace(/\.tsx$/, "")}`))
  expect([...fixedRoutes].sort()).toEqual(pageFiles.sort())
})

it("takes a generated page's address from its file name", () => {
  expect(routeOf(slugOf("topics/new-thing.yaml"))).toBe("/new-thing")
})
