// Renders each SVG artwork source in content/images to the JPG beside it (1600 px wide or more).
// Run it after editing an .svg: `npm run artwork`. Photographs need no rendering; replace the .jpg directly.
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

const imagesDir = path.resolve("content/images")
const sources = fs.readdirSync(imagesDir, { recursive: true }).filter((entry) => entry.endsWith(".svg"))

for (const source of sources) {
  const input = path.join(imagesDir, source)
  const output = input.replace(/\.svg$/, ".jpg")
  await sharp(input).flatten({ background: "#fbf8f2" }).jpeg({ quality: 82, mozjpeg: true }).toFile(output)
  const { width, height } = await sharp(output).metadata()
  console.log(`${path.relative(process.cwd(), output)}: ${width}x${height}`)
}
