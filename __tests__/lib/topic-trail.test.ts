import { localizedPath, locales } from "../../src/lib/locales"
import { topicTrail } from "../../src/lib/topic-trail"
import { pageContent } from "../support/page-content"

describe("a topic's breadcrumb", () => {
  it.each(locales)("leads back to the home page and /services as the %s header names them", (locale) => {
    const { navigation } = pageContent(locale)
    const trail = topicTrail(navigation.header, locale)
    expect(trail.map(({ to }) => to)).toEqual(["/", "/services"].map((route) => localizedPath(route, locale)))
    for (const step of trail) expect(navigation.header).toContainEqual(step)
  })
})
