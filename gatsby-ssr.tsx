export { wrapPageElement } from "./src/gatsby/render/wrap-page-element"
export { onRenderBody } from "./src/gatsby/render/on-render-body"
export { onPreRenderHTML } from "./src/gatsby/render/on-pre-render-html"
