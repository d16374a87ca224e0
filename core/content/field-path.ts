/** "/sections/2/items/0" becomes "sections[2].items[0]". */
export function fieldPath(instancePath: string, child?: string | number): string {
  const segments = instancePath.split("/").slice(1).map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
  if (child !== undefined) segments.push(String(child))
  return segments.map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`)).join("").replace(/^\./, "")
}

/** The value at a field path as messages write it ("phones.whatsapp", "stats[0].label"), or undefined. */
export function fieldAt(data: unknown, field: string): unknown {
  return field
    .split(/\.|(?=\[)/)
    .reduce<unknown>((value, segment) => {
      if (value === undefined || value === null) return undefined
      const index = segment.match(/^\[(\d+)\]$/)
      return index ? (value as unknown[])[Number(index[1])] : (value as Record<string, unknown>)[segment]
    }, data)
}
