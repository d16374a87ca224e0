import fs from "fs"
import os from "os"
import path from "path"
import type { Page } from "@playwright/test"
import { isSignedOff, loadCollections, readContentFiles, SchemaSet, validateContent, type Collection, type ContentRead } from "../core"

// The editor's local backend edits a folder the visitor picks with the File System Access API. The tests hand it a
// copy of content/ in the browser's own private file system instead of a real folder: the working tree is never
// touched, and what the editor saved is read back from the copy.

const root = path.join(__dirname, "..")

/** Every file under a folder of the repository, by path from the repository's root. */
function filesUnder(folder: string, read: (file: string) => string, skip = ""): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })) {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name))
    if (entry.isFile() && (skip === "" || !relative.startsWith(skip))) files[relative] = read(path.join(root, relative))
  }
  return files
}

const pictures = "content/images/"

/** Every text file under content/ (not the pictures), by path from the repository's root. */
export function contentFiles(): Record<string, string> {
  return filesUnder("content", (file) => fs.readFileSync(file, "utf8"), pictures)
}

/**
 * Opens /admin/ on a copy of these files and of the pictures, as "Work with Local Repository" would on a clone of the
 * repository.
 */
export async function openEditorOn(page: Page, files: Record<string, string>) {
  const images = filesUnder(pictures, (file) => fs.readFileSync(file).toString("base64"))
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repository") })
  })
  await page.goto("/admin/")
  await page.evaluate(
    async ({ files, images }) => {
      const storage = await navigator.storage.getDirectory()
      await storage.removeEntry("repository", { recursive: true }).catch(() => undefined)
      const repository = await storage.getDirectoryHandle("repository", { create: true })
      await repository.getDirectoryHandle(".git", { create: true })
      const pictures = Object.entries(images).map(([relative, base64]) => [relative, Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))] as const)
      for (const [relative, contents] of [...Object.entries(files), ...pictures]) {
        const parts = relative.split("/")
        let folder = repository
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true })
        const writable = await (await folder.getFileHandle(parts[parts.length - 1], { create: true })).createWritable()
        await writable.write(contents)
        await writable.close()
      }
    },
    { files, images },
  )
  await page.getByRole("button", { name: "Work with Local Repository" }).click()
}

/** The text files of the copy as they are now (read again if a save moves a file while they are being read). */
export async function filesInEditor(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (pictures) => {
    const read = async () => {
      const files: Record<string, string> = {}
      const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
        // @ts-expect-error: entries() is in Chromium but not yet in TypeScript's DOM types
        for await (const [name, handle] of folder.entries() as AsyncIterable<[string, FileSystemHandle]>) {
          if (handle.kind === "directory") {
            if (`${prefix}${name}/` !== pictures) await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`)
          }
          // A file being saved is written beside itself first, under a name that is gone once it is in place.
          else if (!name.endsWith(".crswap")) files[`${prefix}${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text()
        }
      }
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle("repository"), "")
      return files
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await read()
      } catch (error) {
        if (attempt === 5 || (error as DOMException).name !== "NotFoundError") throw error
      }
    }
  }, pictures)
}

/** The lines that differ between two versions of the files: "content/site.yaml:23: +91 ... => +91 ...". */
export function changedLines(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((file) => file !== ".git" && !file.startsWith(".git/") && before[file] !== after[file])
    .flatMap((file) => {
      const old = (before[file] ?? "").split("\n")
      const current = (after[file] ?? "").split("\n")
      return Array.from({ length: Math.max(old.length, current.length) }, (_, index) => index)
        .filter((index) => old[index] !== current[index])
        .map((index) => `${file}:${index + 1}: ${old[index] ?? ""} => ${current[index] ?? ""}`)
    })
}

/** What `read` says of these files (with the site's pictures), written out as a commit of them. */
function readAsCommitted<T>(files: Record<string, string>, read: (content: ContentRead, schemas: SchemaSet, collections: Collection[]) => T): T {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "editor-saved-"))
  try {
    for (const [relative, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(copy, relative)), { recursive: true })
      fs.writeFileSync(path.join(copy, relative), text)
    }
    fs.symlinkSync(path.join(root, "content/images"), path.join(copy, "content/images"))
    const schemas = new SchemaSet(path.join(root, "schemas"))
    const collections = loadCollections(schemas)
    return read(readContentFiles(path.join(copy, "content"), collections), schemas, collections)
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}

/** What the build's content check says of these files, as it would of a commit of them. */
export const problemsIn = (files: Record<string, string>): string[] =>
  readAsCommitted(files, (content, schemas, collections) => validateContent(content, schemas, collections, new Date()))

/** Whether a health file of these files is signed off as the build reads it ("care-cards/x.yaml"). */
export const signedOffIn = (files: Record<string, string>, relativePath: string): boolean =>
  readAsCommitted(files, ({ files: read }) => isSignedOff(read.find((file) => file.relativePath === relativePath)!))
