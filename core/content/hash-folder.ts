import type { Hash } from "crypto"
import fs from "fs"
import path from "path"

/** `hash` updated with the path and bytes of every file under `dir` (but those `skip` names), in a stable order. */
export function hashFolder(hash: Hash, dir: string, skip: (file: string) => boolean = () => false): Hash {
  for (const file of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const fullPath = path.join(dir, file)
    if (!skip(file) && fs.statSync(fullPath).isFile()) hash.update(file).update(fs.readFileSync(fullPath))
  }
  return hash
}
