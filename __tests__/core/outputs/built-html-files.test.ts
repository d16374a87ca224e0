/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { builtRoutes } from "../../../core/outputs/built-html-files"

function buildWith(files: string[]): string {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "built-routes-"))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), "<!doctype html>")
  }
  return publicDir
}

it("lists each page a visitor reaches by the address the site links it at, and no 404 page, editor or page data", () => {
  const publicDir = buildWith([
    "index.html",
    "about/index.html",
    "mr/index.html",
    "mr/about/index.html",
    "hi/articles/first-consultation/index.html",
    "404.html",
    "404/index.html",
    "mr/404/index.html",
    "admin/index.html",
    "page-data/index/page-data.json",
    "about/page-data.json",
  ])
  expect(builtRoutes(publicDir)).toEqual(["/", "/about", "/hi/articles/first-consultation", "/mr/", "/mr/about"])
  fs.rmSync(publicDir, { recursive: true })
})
