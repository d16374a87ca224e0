import fs from "fs"
import path from "path"

/** robots.txt allows every crawler but keeps the editor out, and names the sitemap (SITE_URL aware). */
export function writeRobots(publicDir: string, siteUrl: string) {
  const robots = ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n")
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robots)
}
