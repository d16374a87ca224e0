import fs from "fs"
import path from "path"
import { expect as baseExpect, test, type BrowserContext, type FrameLocator, type Locator, type Page } from "@playwright/test"
import matter from "gray-matter"
import yaml from "js-yaml"
import { claimMessage, findClaims, kindWords } from "../core"
import { articleSlugsIn, builtRoutes, readArticles, readContent, topicSlugs } from "./content"
import { changedLines, contentFiles, filesInEditor, openEditorOn, problemsIn, signedOffIn } from "./editor-repository"
import { gotoInteractive } from "./interactive"

// The browser editor (Sveltia CMS) on its local backend, which is what "npm run cms" offers: it edits a folder on
// this computer, here a copy of content/ in the browser's private file system (./editor-repository.ts).

// Each test loads the 3 MB editor, copies the repository into it and checks what it saved as the build would: about
// 20 s alone, and more beside another test on two cores. The editor's first preview took 7.6 s on a busy machine here,
// so a look at what it draws waits up to 15 s.
test.describe.configure({ timeout: 60_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

interface Topic {
  title: string
  intro: string[]
  sections: { heading: string }[]
}

test("the editor opens from the site's own origin only, with every collection and not the claims rules", async ({ page, baseURL }) => {
  const otherHosts: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (!["blob:", "data:"].includes(url.protocol) && url.origin !== baseURL) otherHosts.push(request.url())
  })
  await openEditorOn(page, contentFiles())
  const config = yaml.load(fs.readFileSync(path.join(__dirname, "../public/admin/config.yml"), "utf8")) as { collections: { label: string }[] }
  const collections = page.getByRole("tree", { name: "Collection List" }).getByRole("treeitem")
  await expect(collections).toHaveCount(config.collections.length)
  for (const { label } of config.collections) await expect(collections.filter({ hasText: label }).first()).toBeVisible()
  // The claims rules are code, reviewed with code changes; the editor cannot change them.
  await expect(collections.filter({ hasText: /\bclaims?\b/i })).toHaveCount(0)
  // Its icons come from the font the build copied beside it; without it they would show as words.
  await expect.poll(() => page.evaluate(() => document.fonts.check("24px 'Material Symbols Outlined'"))).toBe(true)
  expect(otherHosts).toEqual([])
})

test("the editor's sign-in page shows the centre's name and its logo, which staff know", async ({ page }) => {
  const { name } = readContent<{ name: string }>("site.yaml")
  await page.goto("/admin/")
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible()
  await expect(page).toHaveTitle(`${name} · website editor`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} · website editor`)
  const logo = page.locator("img").first()
  await expect(logo).toHaveAttribute("src", "/favicon.svg")
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})

test("changing a phone number and a Marathi heading changes exactly those two lines", async ({ page }) => {
  const before = contentFiles()
  const slug = topicSlugs.find((candidate) => before[`content/mr/topics/${candidate}.yaml`]?.includes("heading:"))!
  const heading = readContent<Topic>(`mr/topics/${slug}.yaml`).sections[0].heading
  const calls = readContent<{ phones: { calls: string } }>("site.yaml").phones.calls
  const newCalls = calls.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10))
  await openEditorOn(page, before)

  await page.goto("/admin/#/collections/site/entries/site")
  const callsField = page.locator('[data-key-path="phones.calls"]').getByRole("textbox")
  await page.locator('[data-key-path="phones"]').first().scrollIntoViewIfNeeded()
  await expect(callsField).toHaveValue(calls)
  await callsField.fill(newCalls)
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect.poll(async () => changedLines(before, await filesInEditor(page)).length).toBe(1)

  await page.goto(`/admin/#/collections/topic/entries/${slug}`)
  await page.getByRole("radio", { name: "Marathi", exact: true }).first().click()
  await page.locator('[data-key-path="sections"]').first().scrollIntoViewIfNeeded()
  const headingField = page.locator('[data-key-path="sections.0.heading"] input[lang="mr"]')
  await expect(headingField).toHaveValue(heading)
  // Marathi shows in the site's Devanagari font, also on a computer that has none of its own.
  const devanagari = await headingField.evaluate(async (input: HTMLInputElement) => ({
    family: getComputedStyle(input).fontFamily,
    faces: (await document.fonts.load('16px "Noto Sans Devanagari"', input.value)).length,
  }))
  expect(devanagari.family).toContain("Noto Sans Devanagari")
  expect(devanagari.faces).toBeGreaterThan(0)
  await headingField.fill(`${heading} (नवीन)`)
  await page.getByRole("button", { name: "Save", exact: true }).click()

  const line = (file: string, text: string) => {
    const lines = before[file].split("\n")
    const index = lines.findIndex((candidate) => candidate.includes(text))
    return { file, number: index + 1, text: lines[index] }
  }
  const phoneLine = line("content/site.yaml", calls)
  const headingLine = line(`content/mr/topics/${slug}.yaml`, heading)
  await expect
    .poll(async () => changedLines(before, await filesInEditor(page)).sort())
    .toEqual(
      [
        `${phoneLine.file}:${phoneLine.number}: ${phoneLine.text} => ${phoneLine.text.replace(calls, newCalls)}`,
        `${headingLine.file}:${headingLine.number}: ${headingLine.text} => ${headingLine.text.replace(heading, `${heading} (नवीन)`)}`,
      ].sort(),
    )
})

test("a missing Hindi translation is made in the editor: words only, under its own schema line", async ({ page }) => {
  const files = contentFiles()
  const slug = topicSlugs[0]
  delete files[`content/hi/topics/${slug}.yaml`]
  await openEditorOn(page, files)
  await page.goto(`/admin/#/collections/topic/entries/${slug}`)
  await page.getByRole("radio", { name: "Hindi (disabled)", exact: true }).first().click()
  await page.getByRole("button", { name: /^Enable.*Hindi/ }).click()
  // A translation starts from the English words, to be written over.
  await page.getByRole("button", { name: /Show.*Hindi.*Content Options/ }).click()
  await page.getByRole("menuitem", { name: /^Copy from/ }).click()
  await page.getByRole("menuitem", { name: /English/ }).click()
  const title = page.locator('[data-key-path="title"] input[lang="hi"]')
  await title.fill("हिंदी शीर्षक")
  await page.getByRole("button", { name: "Save", exact: true }).click()

  const english = files[`content/topics/${slug}.yaml`].split("\n")[0]
  await expect.poll(async () => (await filesInEditor(page))[`content/hi/topics/${slug}.yaml`]?.split("\n")[0]).toBe(english.replace("$schema=", "$schema=../"))
  const saved = await filesInEditor(page)
  const hindi = saved[`content/hi/topics/${slug}.yaml`]
  expect(hindi).toContain("title: हिंदी शीर्षक")
  // Facts stay in the English file, and so do its stand-ins for them.
  expect(hindi).not.toMatch(/^(reviewedBy|lastReviewed):/m)
  expect(problemsIn(saved)).toEqual([])
})

test("an article edited in the editor changes its one line, and the build accepts what was saved", async ({ page }) => {
  const before = contentFiles()
  const slug = fs.readdirSync(path.join(__dirname, "../content/articles")).sort()[0].replace(/\.md$/, "")
  const file = `content/articles/${slug}.md`
  const title = before[file].match(/^title: (.*)$/m)![1]
  await openEditorOn(page, before)
  await page.goto(`/admin/#/collections/article/entries/${slug}`)
  const titleField = page.locator('[data-key-path="title"] input[lang="en"]')
  await expect(titleField).toHaveValue(title)
  await titleField.fill(`${title} (new)`)
  await page.getByRole("button", { name: "Save", exact: true }).click()
  const number = before[file].split("\n").indexOf(`title: ${title}`) + 1
  await expect.poll(async () => changedLines(before, await filesInEditor(page))).toEqual([`${file}:${number}: title: ${title} => title: ${title} (new)`])
  expect(problemsIn(await filesInEditor(page))).toEqual([])
})

/**
 * The form draws its fields as they scroll into view: scrolls it, with the pointer over `from` (a field of the form),
 * until the field at `keyPath` is drawn, and returns it.
 */
async function scrollFormTo(page: Page, keyPath: string, from: Locator): Promise<Locator> {
  const field = page.locator(`[data-key-path="${keyPath}"]`).first()
  await from.hover()
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600)
      return field.count()
    })
    .toBe(1)
  return field
}

test("a closure added with the date picker is saved as a date the build reads, and the build accepts the file", async ({ page }) => {
  await openEditorOn(page, contentFiles())
  await page.goto("/admin/#/collections/site/entries/site")
  const closures = await scrollFormTo(page, "closures", page.getByRole("textbox", { name: "Name" }).first())
  const { closures: existing = [] } = readContent<{ closures?: unknown[] }>("site.yaml")
  await closures.getByRole("button", { name: /^Add/ }).first().click()
  const added = `closures.${existing.length}`
  // The new closure's fields may lie below the screen, not yet drawn.
  const from = await scrollFormTo(page, `${added}.from`, closures)
  await from.locator('input[type="date"]').fill("2026-12-25")
  await (await scrollFormTo(page, `${added}.note`, closures)).locator("input").first().fill("Christmas")
  await page.getByRole("button", { name: "Save", exact: true }).click()
  const site = async () => yaml.load((await filesInEditor(page))["content/site.yaml"]) as { closures: unknown[] }
  await expect.poll(async () => (await site()).closures).toEqual([...existing, { from: "2026-12-25", note: "Christmas" }])
  expect(problemsIn(await filesInEditor(page))).toEqual([])
})

test("an old address added to the moved pages is saved once, in English alone, and the build accepts it", async ({ page }) => {
  const before = contentFiles()
  const { moved } = readContent<{ moved: unknown[] }>("moved-pages.yaml")
  const [slug] = topicSlugs
  await openEditorOn(page, before)
  await page.goto("/admin/#/collections/moved-pages/entries/moved-pages")
  // A file with no words has no Marathi or Hindi version to switch to.
  await expect(page.getByRole("radio", { name: "Marathi", exact: true })).toHaveCount(0)
  await page.locator('[data-key-path="moved"]').first().getByRole("button", { name: /^Add/ }).first().click()
  await page.locator(`[data-key-path="moved.${moved.length}.from"] input`).fill(`/old-${slug}`)
  await page.locator(`[data-key-path="moved.${moved.length}.to"] input`).fill(`/${slug}`)
  await page.getByRole("button", { name: "Save", exact: true }).click()
  const changedFiles = async () => [...new Set(changedLines(before, await filesInEditor(page)).map((line) => line.split(":")[0]))]
  await expect.poll(changedFiles).toEqual(["content/moved-pages.yaml"])
  const after = await filesInEditor(page)
  expect((yaml.load(after["content/moved-pages.yaml"]) as { moved: unknown[] }).moved).toEqual([...moved, { from: `/old-${slug}`, to: `/${slug}` }])
  expect(problemsIn(after)).toEqual([])
})

/** The editor's preview pane, and a page of the site as wide as the pane, so that its sizes that follow the screen's width are the same. */
async function previewBesideSite(page: Page, context: BrowserContext) {
  const pane = page.locator('iframe[title="Content Preview"]')
  const site = await context.newPage()
  await site.setViewportSize({ width: Math.round((await pane.boundingBox())!.width), height: page.viewportSize()!.height })
  return { preview: pane.contentFrame(), site }
}

/** Picks another collection's entry by its title, as the editor offers it: a button each for a few, else a list. */
async function pickEntry(page: Page, keyPath: string, title: string) {
  const field = page.locator(`[data-key-path="${keyPath}"]`).first()
  const button = field.getByRole("radio", { name: title, exact: true }).or(field.getByRole("checkbox", { name: title, exact: true }))
  if ((await button.count()) > 0) return button.click()
  // The list closes again if the form redraws while it opens (as it does while a new entry settles): open it anew.
  await expect(async () => {
    await field.getByRole("combobox").click()
    await page.getByRole("option", { name: title, exact: true }).click({ timeout: 2_000 })
  }).toPass()
}

test("a new article is written in the editor in English alone, its people and topics picked by name, and the build accepts it", async ({ page }) => {
  const before = contentFiles()
  const person = readContent<{ founder: string }>("site.yaml").founder
  const personName = readContent<{ name: string }>(`people/${person}.yaml`).name
  const topic = topicSlugs[0]
  const topicTitle = readContent<Topic>(`topics/${topic}.yaml`).title
  const today = new Date().toISOString().slice(0, 10)
  const article = {
    title: "Resting well during treatment",
    description: "Small changes a family can make at home to help a patient rest, and when to tell the oncologist about poor sleep.",
    text: "Tell your oncologist if sleep stays poor for more than a week.",
  }
  await openEditorOn(page, before)
  await page.goto("/admin/#/collections/article/new")
  await page.locator('[data-key-path="title"] input[lang="en"]').fill(article.title)
  await page.locator('[data-key-path="description"] textarea[lang="en"]').fill(article.description)
  await pickEntry(page, "author", personName)
  await pickEntry(page, "reviewedBy", personName)
  for (const date of ["datePublished", "lastReviewed"]) await page.locator(`[data-key-path="${date}"] input[type="date"]`).fill(today)
  await pickEntry(page, "related", topicTitle)
  const body = await scrollFormTo(page, "body", page.locator('[data-key-path="related"]').first())
  await body.locator('[contenteditable="true"]').first().click()
  await page.keyboard.type(article.text)
  await page.getByRole("button", { name: "Save", exact: true }).click()

  // One new file, named after the title; no Marathi or Hindi file until someone writes one.
  const file = `content/articles/${article.title.toLowerCase().replace(/\W+/g, "-")}.md`
  await expect.poll(async () => Object.keys(await filesInEditor(page))).toContain(file)
  const saved = await filesInEditor(page)
  expect(Object.keys(saved).filter((path) => !(path in before) && !path.startsWith(".git"))).toEqual([file])
  const { data, content } = matter(saved[file])
  expect(data).toEqual({
    title: article.title,
    description: article.description,
    author: person,
    reviewedBy: person,
    datePublished: today,
    lastReviewed: today,
    related: [topic],
  })
  expect(content.trim()).toBe(article.text)
  expect(problemsIn(saved)).toEqual([])
})

/** The look of the first element a locator finds: what the site's stylesheets give it. */
function looks(locator: Locator) {
  return locator.first().evaluate((element) => {
    const { fontFamily, fontSize, fontWeight, color, backgroundColor } = getComputedStyle(element)
    return { fontFamily, fontSize, fontWeight, color, backgroundColor }
  })
}

test("the preview pane draws a topic with the site's own styles, in the language being edited", async ({ page, context }) => {
  const slug = topicSlugs.find((candidate) => fs.existsSync(path.join(__dirname, `../content/mr/topics/${candidate}.yaml`)))!
  const english = readContent<Topic>(`topics/${slug}.yaml`)
  const marathi = readContent<Topic>(`mr/topics/${slug}.yaml`)
  await openEditorOn(page, contentFiles())
  await page.goto(`/admin/#/collections/topic/entries/${slug}`)
  const { preview, site } = await previewBesideSite(page, context)

  for (const [locale, topic, route] of [
    ["en", english, `/${slug}`],
    ["mr", marathi, `/mr/${slug}`],
  ] as const) {
    if (locale === "mr") await page.getByRole("radio", { name: "Marathi", exact: true }).first().click()
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(topic.title)
    await expect(preview.locator("html")).toHaveAttribute("lang", locale)
    await expect(preview.getByRole("heading", { level: 2, name: topic.sections[0].heading })).toBeVisible()
    await site.goto(route)
    for (const element of [
      (frame: Page | FrameLocator) => frame.getByRole("heading", { level: 1 }),
      (frame: Page | FrameLocator) => frame.getByRole("heading", { level: 2, name: topic.sections[0].heading }),
      (frame: Page | FrameLocator) => frame.getByText(topic.intro[0]),
    ]) {
      expect(await looks(element(preview)), route).toEqual(await looks(element(site)))
    }
    // The link that passes the page on carries the page's own title and address, as the site's does.
    const shareLink = (frame: Page | FrameLocator) => frame.locator('a[href^="https://wa.me/?"]').getAttribute("href")
    expect(await shareLink(preview), route).toBe(await shareLink(site))
  }
  // The preview follows the form as the editor types.
  const title = page.locator('[data-key-path="title"] input[lang="mr"]')
  await title.fill(`${marathi.title} (नवीन)`)
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`${marathi.title} (नवीन)`)
})

test("a care card signed off in the editor, in English and in Marathi, is signed as the build reads it, and a number it names changed in site.yaml voids it", async ({
  page,
}) => {
  const files = contentFiles()
  const card = Object.keys(files).find((file) => /^content\/care-cards\//.test(file) && files[file].includes("{emergency}"))!
  const slug = card.replace(/^content\/care-cards\/|\.yaml$/g, "")
  await openEditorOn(page, files)
  await page.goto(`/admin/#/collections/care-card/entries/${slug}`)
  // The editor draws a long form's fields as they come into view: the sign-off comes after the review dates.
  await page.locator('[data-key-path="nextReview"]').first().scrollIntoViewIfNeeded()
  await page.locator('[data-key-path="signedWords"]').first().scrollIntoViewIfNeeded()
  await page.getByRole("button", { name: "Sign off these words as they read now (the medical reviewer only)" }).click()
  // Its Marathi words, signed in their own pane, which the editor fills with the English facts too.
  await page.getByRole("radio", { name: "Marathi", exact: true }).first().click()
  await page.getByRole("button", { name: "आत्ताचे शब्द मान्य करा (फक्त वैद्यकीय पुनरावलोकनकर्ते)" }).click()
  await page.getByRole("button", { name: "Save", exact: true }).click()
  const marathi = card.replace(/^content\//, "content/mr/")
  for (const file of [card, marathi]) await expect.poll(async () => (await filesInEditor(page))[file]).toMatch(/^signedWords: "?[0-9a-f]{12}"?$/m)
  const saved = await filesInEditor(page)
  expect(signedOffIn(saved, card.replace(/^content\//, ""))).toBe(true)
  expect(signedOffIn(saved, marathi.replace(/^content\//, ""))).toBe(true)
  const { emergency } = (yaml.load(saved["content/site.yaml"]) as { careFacts: { emergency: string } }).careFacts
  const otherNumber = { ...saved, "content/site.yaml": saved["content/site.yaml"].replace(`emergency: "${emergency}"`, 'emergency: "100"') }
  expect(otherNumber["content/site.yaml"]).not.toBe(saved["content/site.yaml"])
  expect(signedOffIn(otherNumber, card.replace(/^content\//, ""))).toBe(false)
})

test("the preview pane draws an article as its page reads, pictures and all, in the language being edited", async ({ page, context }) => {
  // An article with a picture in its text, and its Marathi translation, if the library has one.
  const articles = readArticles()
  const marathi = articleSlugsIn("mr")
  const { slug } = articles.find((article) => marathi.includes(article.slug) && article.body.includes("![")) ?? articles[0]
  await openEditorOn(page, contentFiles())
  await page.goto(`/admin/#/collections/article/entries/${slug}`)
  const { preview, site } = await previewBesideSite(page, context)
  const addresses = (links: Locator) => links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))
  const drawn = (pictures: Locator) => pictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0))

  for (const [locale, route] of [["en", `/articles/${slug}`], ...(marathi.includes(slug) ? [["mr", `/mr/articles/${slug}`]] : [])]) {
    if (locale === "mr") await page.getByRole("radio", { name: "Marathi", exact: true }).first().click()
    await site.goto(route)
    await expect(preview.locator("html")).toHaveAttribute("lang", locale)
    // Word for word what a visitor reads: breadcrumb, title, byline and reading time, text, related pages.
    await expect(preview.locator("article")).toHaveText(await site.locator("article").innerText(), { useInnerText: true })
    expect(await addresses(preview.locator("article a"))).toEqual(await addresses(site.locator("article a")))
    expect(await looks(preview.getByRole("heading", { level: 2 }))).toEqual(await looks(site.getByRole("heading", { level: 2 })))
    const pictures = preview.locator("article picture img")
    await expect(pictures).toHaveCount(await site.locator("article picture img").count())
    for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => drawn(pictures)).not.toContain(false)
  }
})

test("the preview says what the build would refuse (a claim in a field or an article's text, a picture without a description) as the editor writes", async ({
  page,
}) => {
  const files = contentFiles()
  const slug = readArticles()[0].slug
  const file = `content/articles/${slug}.md`
  const picture = `/${readContent<{ therapies: { image: string }[] }>("therapies.yaml").therapies[0].image}`
  const added = "This herb works like a miracle."
  files[file] = `${files[file].trimEnd()}\n\n${added}\n\n![](${picture})\n`
  const [miracle] = findClaims(added, "en")
  await openEditorOn(page, files)
  await page.goto(`/admin/#/collections/article/entries/${slug}`)
  const warnings = page.locator('iframe[title="Content Preview"]').contentFrame().getByRole("status")
  // The editor boots and draws the article's preview first: 7.6 s on a busy machine here.
  await expect(warnings.getByRole("listitem")).toHaveCount(2, { timeout: 20_000 })
  await expect(warnings).toContainText(claimMessage("the text", miracle))
  await expect(warnings).toContainText(`the picture "${picture}" in the text has no description`)
  const text = await scrollFormTo(page, "body", page.locator('[data-key-path="title"]'))
  await text.getByRole("textbox", { name: "Alt Text" }).fill("A bowl of warm oil")
  await expect(warnings.getByRole("listitem")).toHaveCount(1)
  await expect(warnings).toContainText(kindWords.en[miracle.kind].instead)
  const title = page.locator('[data-key-path="title"] input[lang="en"]')
  const written = await title.inputValue()
  const claimed = `${written}: guaranteed results`
  await title.fill(claimed)
  await expect(warnings).toContainText(claimMessage("title", findClaims(claimed, "en")[0]))
  await title.fill(written)
  await expect(warnings).not.toContainText("title says")
})

test("a text field says under it, as the editor types and in the language being edited, what the claims guard finds, and a refused sentence is not saved", async ({
  page,
}) => {
  const before = contentFiles()
  const slug = topicSlugs.find((candidate) => before[`content/mr/topics/${candidate}.yaml`])!
  await openEditorOn(page, before)
  await page.goto(`/admin/#/collections/topic/entries/${slug}`)
  const field = page.locator('[data-key-path="title"]').first()
  const said = field.getByRole("status")
  const english = field.locator('input[lang="en"]')
  const written = await english.inputValue()

  const held = "Rasayana may help shrink tumours."
  await english.fill(held)
  await expect(said).toHaveAttribute("data-verdict", "held")
  await expect(said).toHaveText(claimMessage("This field", findClaims(held, "en")[0]))

  const refused = "Rasayana shrinks tumours."
  await english.fill(refused)
  await expect(said).toHaveAttribute("data-verdict", "refused")
  await expect(said).toHaveText(claimMessage("This field", findClaims(refused, "en")[0]))
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await page.waitForTimeout(1_000)
  expect((await filesInEditor(page))[`content/topics/${slug}.yaml`]).toBe(before[`content/topics/${slug}.yaml`])

  await english.fill(written)
  await expect(said).toHaveCount(0)
  await page.getByRole("radio", { name: "Marathi", exact: true }).first().click()
  const marathi = field.locator('input[lang="mr"]')
  const claim = "आयुर्वेदाने कर्करोग पूर्ण बरा होतो."
  await marathi.fill(claim)
  await expect(field.getByRole("status")).toHaveText(claimMessage("हे क्षेत्र", findClaims(claim, "mr")[0], "mr"))
  await expect(field.getByRole("status")).toHaveAttribute("lang", "mr")
})

test("the therapy cards show their current pictures, in the form and in the preview", async ({ page }) => {
  const { therapies } = readContent<{ therapies: { name: string }[] }>("therapies.yaml")
  await openEditorOn(page, contentFiles())
  await page.goto("/admin/#/collections/therapies/entries/therapies")
  const preview = page.frameLocator('iframe[title="Content Preview"]')
  await expect(preview.getByRole("heading", { level: 2 })).toHaveText(therapies.map(({ name }) => name))
  const pictures = preview.locator("li img")
  await expect(pictures).toHaveCount(therapies.length)
  const drawn = (images: Locator) => images.evaluateAll((elements) => elements.map((image) => (image as HTMLImageElement).naturalWidth > 0))
  // The site's pictures below the first row load as they come into view, in the preview as on the page.
  for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded()
  await expect.poll(() => drawn(pictures)).toEqual(therapies.map(() => true))
  await expect.poll(() => drawn(page.locator('[data-key-path="therapies.0.image"] img'))).toEqual([true])
})

test("the centre's facts preview where every page shows them, and follow the form", async ({ page }) => {
  const { phones } = readContent<{ phones: { calls: string } }>("site.yaml")
  const newCalls = phones.calls.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10))
  await openEditorOn(page, contentFiles())
  await page.goto("/admin/#/collections/site/entries/site")
  const preview = page.frameLocator('iframe[title="Content Preview"]')
  // The centre's facts are the editor's longest form: on a busy machine its preview takes longer to draw than others.
  await expect(preview.getByRole("contentinfo")).toContainText(phones.calls, { timeout: 20_000 })
  await page.locator('[data-key-path="phones"]').first().scrollIntoViewIfNeeded()
  await page.locator('[data-key-path="phones.calls"]').getByRole("textbox").fill(newCalls)
  await expect(preview.getByRole("contentinfo")).toContainText(newCalls)
  await expect(preview.getByRole("contentinfo")).not.toContainText(phones.calls)
})

test("no public page loads the editor's code", async ({ page }) => {
  const adminRequests: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/admin")) adminRequests.push(request.url())
  })
  for (const route of builtRoutes().slice(0, 6)) await gotoInteractive(page, route)
  expect(adminRequests).toEqual([])
})
