/** Fills the {names} of a sentence written in content: "reviewed on {date}" with { date: "1 May 2026" }. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token)
}
