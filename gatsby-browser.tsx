import "./src/styles/fonts.scss"
import "./src/styles/global.scss"

export { wrapPageElement } from "./src/gatsby/render/wrap-page-element"
export { replaceHydrateFunction } from "./src/gatsby/render/replace-hydrate-function"
export { shouldUpdateScroll } from "./src/gatsby/render/should-update-scroll"
