import fs from "fs"
import path from "path"
import { collectionOf, listContentFiles, loadCollections } from "../../../core/content/collections"
import { SchemaSet } from "../../../core/content/schemas"
import { realContentDir, realSchemaDir } from "../../support/content-copy"

const collections = loadCollections(new SchemaSet(realSchemaDir))

// VS Code's YAML support reads this line; it does not read Markdown front matter, so articles have none.
const yamlFiles = listContentFiles(realContentDir).filter((relativePath) => relativePath.endsWith(".yaml"))

it.each(yamlFiles)("%s names its collection's schema on its first line, for VS Code", (relativePath) => {
  const firstLine = fs.readFileSync(path.join(realContentDir, relativePath), "utf8").split("\n")[0]
  const match = firstLine.match(/^# yaml-language-server: \$schema=(\S+)$/)
  expect(match).not.toBeNull()
  const schemaFile = path.resolve(realContentDir, path.dirname(relativePath), match![1])
  expect(schemaFile).toBe(path.join(realSchemaDir, `${collectionOf(collections, relativePath)!.name}.schema.json`))
})
