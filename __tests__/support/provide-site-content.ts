import { useStaticQuery } from "gatsby"
import { staticQueryData } from "./content-data"

/** Makes every useStaticQuery answer with the real site-wide content. Call in beforeEach. */
export function provideSiteContent() {
  ;(useStaticQuery as jest.Mock).mockReturnValue(staticQueryData())
}
