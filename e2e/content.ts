import fs from "fs"
import path from "path"
import matter from "gray-matter"
import yaml from "js-yaml"
import { builtRoutes as builtRoutesIn, isSignedOff, siteContent } from "../core"
import { defaultLocale, localizeDigits, locales, localizedPath, type Locale } from "../src/lib/locales"

const contentDir = path.join(__dirname, "../content")

/** Reads a content file, so browser tests can check the built pages against what the editors wrote. */
export function readContent<T>(relativePath: string): T {
  return yaml.load(fs.readFileSync(path.join(contentDir, relativePath), "utf8")) as T
}

/** The file names (without .yaml) in a content folder: the slugs of its pages. */
export function slugsIn(folder: string): string[] {
  return fs
    .readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.replace(/\.yaml$/, ""))
    .sort()
}

export const topicSlugs = slugsIn("topics")

/** Every public route the build wrote a page for, in every language: not the 404 pages, not the editor at /admin. */
export const builtRoutes = () => builtRoutesIn(path.join(__dirname, "../public"))

/** The 404 page of each language the build has one for: /404.html, /mr/404.html. */
export function builtNotFoundPages(): string[] {
  return locales.map((locale) => localizedPath("/404.html", locale)).filter((page) => fs.existsSync(path.join(__dirname, "../public", page)))
}

/** The address pages declare as their own: SITE_URL at build time, or the url in content/site.yaml. */
export const siteUrl = (process.env.SITE_URL || readContent<{ url: string }>("site.yaml").url).replace(/\/$/, "")

/** The digits a wa.me or tel: link carries for a written number. */
export const digitsOf = (phone: string) => phone.replace(/\D/g, "")

export interface Article {
  slug: string
  title: string
  description: string
  author: string
  reviewedBy: string
  datePublished: string
  dateModified?: string
  lastReviewed: string
  related: string[]
  /** The Markdown text after the front matter. */
  body: string
}

/** The English articles, newest first, as the build orders them on /articles. */
export function readArticles(): Article[] {
  return fs
    .readdirSync(path.join(contentDir, "articles"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const { data, content } = matter(fs.readFileSync(path.join(contentDir, "articles", name), "utf8"), {})
      return { ...(data as Omit<Article, "slug" | "body">), slug: name.replace(/\.md$/, ""), body: content }
    })
    .sort((a, b) => b.datePublished.localeCompare(a.datePublished) || a.title.localeCompare(b.title))
}

/** The slugs of the articles written in a language (content/articles, content/mr/articles). */
export function articleSlugsIn(locale: Locale): string[] {
  const folder = path.join(contentDir, locale === defaultLocale ? "" : locale, "articles")
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith(".md"))
        .map((name) => name.replace(/\.md$/, ""))
    : []
}

/** A care card of content/care-cards, as its words read in one language. */
export interface CareCardWords {
  level: "advice" | "urgent" | "immediate"
  heading: string
  points: string[]
  call?: { whom: string; otherwise: string }
}

/** A care card as a page in `locale` shows it: the translation's words over the English card's level. */
export function readCareCard(name: string, locale: Locale): CareCardWords {
  const english = readContent<CareCardWords>(`care-cards/${name}.yaml`)
  return locale === defaultLocale ? english : { ...english, ...readContent<Partial<CareCardWords>>(`${locale}/care-cards/${name}.yaml`), level: english.level }
}

/** The names of the care cards an article's Markdown body shows, in order. */
export const careCardsInBody = (body: string) => [...body.matchAll(/^```care-card\n(\S+)\n```$/gm)].map(([, name]) => name)

const careFacts = readContent<{ careFacts: Record<string, string | number> }>("site.yaml").careFacts

/** A number as a thermometer shows it, with one decimal at most: 99.5. */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10)

/** A card's words as a page in `locale` shows them: {emergency} as 112, {feverFrom} as 37.5 °C (99.5 °F), in its digits. */
export const filledCareText = (text: string, locale: Locale) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = careFacts[name]
    return localizeDigits(typeof value === "number" ? `${oneDecimal(value)} °C (${oneDecimal((value * 9) / 5 + 32)} °F)` : value, locale)
  })

/** Whether a health page's or card's English words are those its medical reviewer signed off (signedWords). */
export const isSignedOffNow = (relativePath: string) => isSignedOff(siteContent().entry(relativePath, defaultLocale)!.file)
