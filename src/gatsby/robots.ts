import fs from "fs"
import path from "path"

/** robots.txt allows every crawler and names the sitemap at the site's own address (SITE_URL aware). */
export function writeRobots(publicDir: string, siteUrl: string) {
  const robots = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n")
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robots)
}
