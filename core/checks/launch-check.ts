import type { Reporter } from "../reporter"
import type { ContentFile } from "../content/content-files"

interface Placeholder {
  displayPath: string
  field: string
}

/**
 * Every fact a content file lists under "placeholders", a stand-in until launch, and every translation a native
 * speaker at the clinic has not yet reviewed (its "reviewed" field). An article written in one language alone is no
 * translation and has no "reviewed" field to set.
 */
export function placeholdersIn(files: readonly ContentFile[]): Placeholder[] {
  return files.flatMap(({ displayPath, data, original }) => {
    const { placeholders, reviewed } = (data ?? {}) as { placeholders?: unknown; reviewed?: unknown }
    const listed = Array.isArray(placeholders) ? placeholders.map((field) => ({ displayPath, field: String(field) })) : []
    return original && reviewed !== true ? [...listed, { displayPath, field: "reviewed (not yet reviewed by a native speaker)" }] : listed
  })
}

/**
 * A production deploy (Netlify sets CONTEXT=production) publishes nothing while a placeholder remains: a patient
 * could otherwise message a stand-in number or read an unchecked claim. Preview deploys and local builds go on and
 * print the same list.
 */
export function checkLaunchReadiness(placeholders: readonly Placeholder[], context: string | undefined, reporter: Pick<Reporter, "panic" | "warn">) {
  if (placeholders.length === 0) return
  const list = placeholders.map(({ displayPath, field }) => `  - ${displayPath}: ${field}`).join("\n")
  const count = `${placeholders.length} fact${placeholders.length === 1 ? " is" : "s are"} still marked as placeholders`
  if (context === "production") {
    reporter.panic(`This is a production build, and ${count}, so nothing was published:\n${list}\nPut the real value in each and delete its line under "placeholders" (docs/editing.md, "Before launch").`)
  } else {
    reporter.warn(`Not ready for launch: ${count} (a production build would refuse to publish):\n${list}`)
  }
}
