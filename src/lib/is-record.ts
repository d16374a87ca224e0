/** Whether a value read from YAML or JSON is a group of named fields: an object, not a list and not null. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)
