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
