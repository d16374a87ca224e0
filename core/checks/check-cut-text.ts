import { isMap, isScalar, isSeq, parseDocument } from "yaml"
import type { ContentFile } from "../content/content-files"
import { fieldPath } from "../content/field-path"

/**
 * Text cut short by a "#". In YAML a space and "#" begin a note that no page shows, so `title: Room #3 on the left`
 * publishes "Room" without a word of warning. Text in quotes, or in a block (`>-`), keeps its "#", and a note on a
 * line of its own cuts nothing.
 */
export function checkCutText(file: ContentFile): string[] {
  const problems: string[] = []
  const visit = (node: unknown, pointer: string) => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value, `${pointer}/${isScalar(pair.key) ? String(pair.key.value) : ""}`)
    else if (isSeq(node)) node.items.forEach((item, index) => visit(item, `${pointer}/${index}`))
    else if (isScalar(node) && node.type === "PLAIN" && node.comment !== undefined && node.comment !== null) {
      problems.push(
        `${file.displayPath}: ${fieldPath(pointer)} stops at "#": in YAML a space and "#" begin a note no page shows, so the page would say "${node.source}". ` +
          `Put the whole text in double quotes ("${node.source} #${node.comment}"), or write a note on a line of its own`,
      )
    }
  }
  visit(parseDocument(file.yaml).contents, "")
  return problems
}
