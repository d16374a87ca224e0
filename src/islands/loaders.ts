import type { ComponentType } from "react"
import type { IslandName, IslandProps } from "./islands"

type IslandLoaders = { [Name in IslandName]: () => Promise<ComponentType<IslandProps<Name>>> }

/** Each island's code, which the browser fetches only on a page that holds the island. */
export const islandLoaders: IslandLoaders = {
  "booking-dialog": () => import("../components/booking-dialog").then((module) => module.BookingDialog),
  "closure-notice": () => import("../components/closure-notice").then((module) => module.ClosureNotice),
  "floating-whatsapp": () => import("../components/floating-whatsapp").then((module) => module.FloatingWhatsapp),
  "linked-question-opener": () => import("../components/linked-question-opener").then((module) => module.LinkedQuestionOpener),
  "map-links": () => import("../components/map-links").then((module) => module.MapLinks),
  "not-found-suggestions": () => import("../components/not-found-suggestions").then((module) => module.NotFoundSuggestions),
  "opening-status": () => import("../components/opening-status").then((module) => module.OpeningStatus),
}

/** An island's component, whatever its props: the browser hands it the props the build wrote into the page. */
export const loadIsland = (name: IslandName) => islandLoaders[name]() as Promise<ComponentType<object>>
