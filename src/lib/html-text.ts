const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" }

/** Text as the built HTML writes it (React escapes &, <, >, quotes), read back as the words themselves. */
export const decodeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity])
