import type { Page } from "@playwright/test"

/** The element of the page's largest paint, once the pictures of its first screen are drawn. */
export async function largestPaint(page: Page) {
  await page.evaluate(async () => {
    const pictures = Array.from(document.images).filter((image) => image.loading !== "lazy")
    await Promise.all(pictures.map((image) => image.decode().catch(() => undefined)))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  return page.evaluate(
    () =>
      new Promise<{ tag: string; priority: string | null }>((resolve) =>
        new PerformanceObserver((entries) => {
          const element = (entries.getEntries().at(-1) as LargestContentfulPaint).element!
          resolve({ tag: element.tagName, priority: element.getAttribute("fetchpriority") })
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  )
}
