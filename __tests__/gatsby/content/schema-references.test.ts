import fs from "fs"
import path from "path"
import { collectionOf, listYamlFiles, loadCollections } from "../../../src/gatsby/content/collections"
import { SchemaSet } from "../../../src/gatsby/content/schemas"
import { realContentDir, realSchemaDir } from "../../support/content-copy"

const collections = loadCollections(new SchemaSet(realSchemaDir))

it.each(listYamlFiles(realContentDir))("%s names its collection's schema on its first line, for VS Code", (relativePath) => {
  const firstLine = fs.readFileSync(path.join(realContentDir, relativePath), "utf8").split("\n")[0]
  const match = firstLine.match(/^# yaml-language-server: \$schema=(\S+)$/)
  expect(match).not.toBeNull()
  const schemaFile = path.resolve(realContentDir, path.dirname(relativePath), match![1])
  expect(schemaFile).toBe(path.join(realSchemaDir, `${collectionOf(collections, relativePath)!.name}.schema.json`))
})
