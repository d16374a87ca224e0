/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { loadCollections } from "../../../core/content/collections"
import { SchemaSet } from "../../../core/content/schemas"
import * as previews from "../../../core/editor/bundle-previews"
import { editorBackend } from "../../../core/editor/editor-backend"
import { writeEditorFiles } from "../../../core/editor/write-editor-files"
import { realContentDir, realSchemaDir } from "../../support/content-copy"
import { readSiteContent } from "../../support/read-site-content"

const schemas = new SchemaSet(realSchemaDir)
const content = readSiteContent(realContentDir, schemas, loadCollections(schemas), new Date())
const github = editorBackend({}).backend
const gitlab = editorBackend({ CMS_BACKEND: "gitlab", CMS_REPO: "clinic/site", CMS_APP_ID: "app" }).backend

describe("the browser editor's files", () => {
  let dir: string
  let adminDir: string
  let recipeFile: string
  // The previews take the cut fonts, which a clean clone has only once it is built; the browser suite opens them.
  let bundlePreviews: jest.SpyInstance
  beforeEach(() => {
    bundlePreviews = jest.spyOn(previews, "bundlePreviews").mockResolvedValue(undefined)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-files-"))
    adminDir = path.join(dir, "admin")
    recipeFile = path.join(dir, "editor.recipe")
  })
  afterEach(() => {
    jest.restoreAllMocks()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("are written whole, then left as they are until what they are made from changes", async () => {
    expect(await writeEditorFiles(adminDir, content, github, recipeFile)).toBe("written")
    for (const file of ["config.yml", "formats.js", "sveltia-cms.js"]) expect(fs.existsSync(path.join(adminDir, file))).toBe(true)
    expect(bundlePreviews).toHaveBeenCalledWith(adminDir, previews.previewContent(content))
    expect(fs.readFileSync(path.join(adminDir, "config.yml"), "utf8")).toContain("name: github")

    expect(await writeEditorFiles(adminDir, content, github, recipeFile)).toBe("unchanged")
    expect(await writeEditorFiles(adminDir, content, gitlab, recipeFile)).toBe("written")
    expect(fs.readFileSync(path.join(adminDir, "config.yml"), "utf8")).toContain("repo: clinic/site")
  })

  it("leave no configuration behind when the previews cannot be made, so the build stops rather than publish an old editor", async () => {
    await writeEditorFiles(adminDir, content, github, recipeFile)
    bundlePreviews.mockRejectedValue(new Error("a Sass file does not compile"))
    await expect(writeEditorFiles(adminDir, content, gitlab, recipeFile)).rejects.toThrow("a Sass file does not compile")
    expect(fs.existsSync(path.join(adminDir, "config.yml"))).toBe(false)
  })
})
