import path from "path"

/** Where an article's file is: its absolute path, and its path from content/. */
export interface ArticleFile {
  absolutePath: string
  relativePath: string
}

/**
 * The file a picture in an article's body names: a path from the article's own file (../images/hero.jpg), or a path
 * from content/ (/images/hero.jpg), which is how the browser editor writes a picture it inserts, the same in every
 * language.
 */
export function pictureFile(src: string, article: ArticleFile): string {
  const file = decodeURIComponent(src)
  if (!file.startsWith("/")) return path.resolve(path.dirname(article.absolutePath), file)
  const contentDir = article.absolutePath.slice(0, article.absolutePath.length - article.relativePath.length)
  return path.join(contentDir, file)
}
