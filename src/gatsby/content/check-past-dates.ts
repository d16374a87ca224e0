import { clinicDate } from "../../lib/opening-status"
import type { ContentFile } from "./content-files"
import type { SchemaSet } from "./schemas"
import { walkContent } from "./walk-content"

/**
 * A day that must already have come (a publication, a medical review) but is after today in India: a slip of the
 * keyboard, and the page would tell families it was reviewed on a day still to come.
 */
export function checkPastDates(file: ContentFile, schemas: SchemaSet, now: Date): string[] {
  const today = clinicDate(now)
  const problems: string[] = []
  walkContent(file.data, schemas.ofCollection(file.collection.name), schemas, (value, { schema }, at) => {
    // A value not written as a date is the schema's to report.
    if (schema["x-past"] && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && value > today) {
      problems.push(`${file.displayPath}: ${at} is "${value}", a day still to come (today is ${today} in India); write the day it happened`)
    }
  })
  return problems
}
