import type { ComponentProps } from "react"
import { BookingDialog } from "../components/booking-dialog"
import { ClosureNotice } from "../components/closure-notice"
import { FloatingWhatsapp } from "../components/floating-whatsapp"
import { LinkedQuestionOpener } from "../components/linked-question-opener"
import { MapLinks } from "../components/map-links"
import { NotFoundSuggestions } from "../components/not-found-suggestions"
import { OpeningStatus } from "../components/opening-status"

/**
 * Every island: a component that the build renders into the page like any other, and that the browser then hydrates,
 * on the pages that hold it, with the props the build gave it (src/islands/island.tsx). Adding one is its component
 * in src/components and one line here, its file name and its component, as the others are written: the browser's
 * loaders are written from these lines (core/outputs/islands/island-loaders.ts).
 */
export const islands = {
  "booking-dialog": BookingDialog,
  "closure-notice": ClosureNotice,
  "floating-whatsapp": FloatingWhatsapp,
  "linked-question-opener": LinkedQuestionOpener,
  "map-links": MapLinks,
  "not-found-suggestions": NotFoundSuggestions,
  "opening-status": OpeningStatus,
}

export type IslandName = keyof typeof islands
export type IslandProps<Name extends IslandName> = ComponentProps<(typeof islands)[Name]>
