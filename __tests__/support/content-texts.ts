import { contentTexts, loadCollections, readContentFiles, SchemaSet } from "../../core"
import { realSchemaDir } from "./content-copy"

const collections = loadCollections(new SchemaSet(realSchemaDir))

/** The texts of a content folder's files, as the font cuts read them from the content model. */
export const textsIn = (contentDir: string) => contentTexts(readContentFiles(contentDir, collections).files)
