const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" }

/** Text as the built HTML writes it (React escapes &, <, >, quotes), read back as the words themselves. */
export const decodeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity])

/** Words written into HTML safely, as text or a double-quoted attribute's value. */
export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
