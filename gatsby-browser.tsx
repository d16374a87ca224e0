import "@fontsource/mukta/400.css"
import "@fontsource/mukta/600.css"
import "@fontsource/martel/700.css"
import "./src/styles/global.scss"

export { wrapPageElement } from "./src/wrap-page-element"
