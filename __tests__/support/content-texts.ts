import { loadCollections } from "../../src/gatsby/content/collections"
import { readContentFiles } from "../../src/gatsby/content/content-files"
import { SchemaSet } from "../../src/gatsby/content/schemas"
import { contentTexts } from "../../src/gatsby/fonts/cut-font"
import { realSchemaDir } from "./content-copy"

const collections = loadCollections(new SchemaSet(realSchemaDir))

/** The texts of a content folder's files, as the font cuts read them from the content model. */
export const textsIn = (contentDir: string) => contentTexts(readContentFiles(contentDir, collections).files)
