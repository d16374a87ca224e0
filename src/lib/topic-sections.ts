/** The kinds of section a topic page can hold; schemas/topic.schema.json checks the same shapes. */
export type TopicSection =
  | { kind: "text"; heading: string; intro?: string | null; paragraphs: readonly string[] }
  | { kind: "cards"; heading: string; intro?: string | null; items: readonly { title: string; text: string; icon?: string }[] }
  | { kind: "steps"; heading: string; intro?: string | null; items: readonly { title: string; text: string }[] }
  | { kind: "list"; heading: string; intro?: string | null; items: readonly string[] }
  | { kind: "phases"; heading: string; intro?: string | null; items: readonly { title: string; duration: string; text: string }[] }

export const topicSectionKinds = ["text", "cards", "steps", "list", "phases"] as const satisfies readonly TopicSection["kind"][]
