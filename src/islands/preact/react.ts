// React's API as the islands use it, from Preact itself: what "react" is in the islands' bundle
// (core/outputs/islands/react-as-preact.ts). An island that needs more of it fails to bundle, naming what is missing.
import { createElement, Fragment } from "preact"

export { createElement, Fragment } from "preact"
export { useEffect, useRef, useState } from "preact/hooks"
export default { createElement, Fragment }
