/** "/about/" and "/about" are the same page; the home page stays "/". */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

/** Whether a navigation link points at the page being shown. */
export function isCurrentPath(currentPathname: string, linkTarget: string): boolean {
  return normalizePath(currentPathname) === normalizePath(linkTarget.split("#")[0])
}
