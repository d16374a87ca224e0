import fs from "fs"
import path from "path"
import { collectionOf, listYamlFiles } from "../../../src/gatsby/content/collections"

const contentDir = path.resolve(__dirname, "../../../content")
const yamlFiles = listYamlFiles(contentDir)

it.each(yamlFiles)("%s names its collection's schema on its first line, for VS Code", (relativePath) => {
  const firstLine = fs.readFileSync(path.join(contentDir, relativePath), "utf8").split("\n")[0]
  const match = firstLine.match(/^# yaml-language-server: \$schema=(\S+)$/)
  expect(match).not.toBeNull()
  const schemaFile = path.resolve(contentDir, path.dirname(relativePath), match![1])
  expect(schemaFile).toBe(path.resolve(__dirname, "../../../schemas", `${collectionOf(relativePath)!.schema}.schema.json`))
})
