import { versionsInLanguage } from "../../../core/content/versions-in-language"

const version = (source: string, locale: string) => ({ source, locale, id: `${locale}/${source}` })
const versions = [
  version("articles/both.md", "en"),
  version("articles/both.md", "mr"),
  version("articles/english-only.md", "en"),
  version("articles/marathi-only.md", "mr"),
  version("articles/hindi-only.md", "hi"),
]

describe("choosing each article's version for a reader", () => {
  it("gives a Marathi reader the Marathi version where there is one, else the English one, and nothing in Hindi only", () => {
    expect(versionsInLanguage(versions, "mr").map(({ id }) => id)).toEqual(["mr/articles/both.md", "en/articles/english-only.md", "mr/articles/marathi-only.md"])
  })

  it("gives an English reader the English versions only", () => {
    expect(versionsInLanguage(versions, "en").map(({ id }) => id)).toEqual(["en/articles/both.md", "en/articles/english-only.md"])
  })

  it("does not depend on the order the versions come in", () => {
    expect(versionsInLanguage([...versions].reverse(), "mr").map(({ id }) => id).sort()).toEqual(
      versionsInLanguage(versions, "mr").map(({ id }) => id).sort(),
    )
  })
})
