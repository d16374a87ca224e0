// fontverter (the WOFF2 converter the Devanagari font cut uses) ships no types.
declare module "fontverter" {
  type Format = "truetype" | "woff" | "woff2" | "sfnt"
  export function convert(font: Buffer, toFormat: Format, fromFormat?: Format): Promise<Buffer>
}
