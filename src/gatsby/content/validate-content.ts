import fs from "fs"
import path from "path"
import Ajv, { type ValidateFunction } from "ajv"
import { checkClaims } from "./claims-guard"
import { collectionOf, collections, forbiddenClaimsFile, listYamlFiles } from "./collections"
import { describeSchemaError, fieldPath } from "./describe-schema-error"
import { ContentError, readYamlFile } from "./read-yaml"
import { fixedRoutes, routeOf, slugOf } from "../pages/routes"

interface ContentFile {
  relativePath: string
  displayPath: string
  absolutePath: string
  data: unknown
}

function compileSchemas(schemaDir: string): Map<string, ValidateFunction> {
  const ajv = new Ajv({ allErrors: true, verbose: true })
  for (const name of fs.readdirSync(schemaDir).filter((entry) => entry.endsWith(".schema.json"))) {
    ajv.addSchema(JSON.parse(fs.readFileSync(path.join(schemaDir, name), "utf8")))
  }
  const validators = new Map<string, ValidateFunction>()
  for (const { schema } of collections) {
    const validate = ajv.getSchema(`${schema}.schema.json`)
    if (validate) validators.set(schema, validate)
  }
  return validators
}

/** Calls visit for every text in data whose key is one of keys, at any depth, with its field path. */
function eachField(data: unknown, keys: string[], visit: (value: string, at: string) => void, at = ""): void {
  if (Array.isArray(data)) {
    data.forEach((item, index) => eachField(item, keys, visit, `${at}/${index}`))
  } else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) {
      if (keys.includes(key) && typeof value === "string") visit(value, fieldPath(at, key))
      else eachField(value, keys, visit, `${at}/${key}`)
    }
  }
}

/** Routes come from file names, so a file with a syntax error still counts as a page and causes no false link errors. */
function routesOf(relativePaths: string[]): Set<string> {
  const generated = relativePaths
    .filter((relativePath) => ["PolicyPageYaml", "TopicYaml"].includes(collectionOf(relativePath)?.type ?? ""))
    .map((relativePath) => routeOf(slugOf(relativePath)))
  return new Set([...fixedRoutes, ...generated])
}

function checkSlugs(files: ContentFile[]): string[] {
  return files
    .filter(({ relativePath }) => collectionOf(relativePath)?.type === "TopicYaml")
    .flatMap(({ relativePath, displayPath }) => {
      const slug = slugOf(relativePath)
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
        return [`${displayPath}: the file name "${slug}" becomes the page address; use lower-case letters, digits and dashes only`]
      }
      if (fixedRoutes.includes(routeOf(slug)) || files.some((other) => other.relativePath === `pages/${slug}.yaml`)) {
        return [`${displayPath}: the slug "${slug}" is already the address of another page; rename the file`]
      }
      return []
    })
}

function checkLinksAndImages(file: ContentFile, routes: Set<string>, topicSlugs: Set<string>): string[] {
  const problems: string[] = []
  eachField(file.data, ["to", "link"], (value, at) => {
    if (value.startsWith("/") && !routes.has(value.split("#")[0])) {
      problems.push(`${file.displayPath}: ${at} links to ${value}, which is not a page of this site`)
    }
  })
  eachField(file.data, ["topic"], (value, at) => {
    if (!topicSlugs.has(value)) {
      problems.push(`${file.displayPath}: ${at} is "${value}", but there is no content/topics/${value}.yaml`)
    }
  })
  eachField(file.data, ["image"], (value, at) => {
    if (!fs.existsSync(path.resolve(path.dirname(file.absolutePath), value))) {
      problems.push(`${file.displayPath}: ${at} is "${value}", but there is no image at that path`)
    }
  })
  return problems
}

/** Within each list of a file, entries with an id must each have a different one. */
function checkUniqueIds(file: ContentFile): string[] {
  if (!file.data || typeof file.data !== "object") return []
  return Object.entries(file.data).flatMap(([key, list]) => {
    if (!Array.isArray(list)) return []
    const seen = new Map<string, number>()
    return list.flatMap((entry, index) => {
      const id = (entry as { id?: unknown })?.id
      if (typeof id !== "string") return []
      const first = seen.get(id)
      if (first === undefined) {
        seen.set(id, index)
        return []
      }
      return [`${file.displayPath}: ${key}[${index}].id "${id}" is used twice (also at ${key}[${first}].id); each id must be different`]
    })
  })
}

/**
 * Checks every YAML file under contentDir against its collection's JSON Schema and against the rest of
 * the content (links, images, slugs, ids). Returns one message per problem, each naming the file and field.
 */
export function validateContent(contentDir: string, schemaDir: string): string[] {
  const displayRoot = path.basename(contentDir)
  const validators = compileSchemas(schemaDir)
  const problems: string[] = []
  const files: ContentFile[] = []

  const relativePaths = listYamlFiles(contentDir)
  for (const relativePath of relativePaths) {
    const displayPath = `${displayRoot}/${relativePath}`
    const collection = collectionOf(relativePath)
    if (!collection) {
      problems.push(`${displayPath}: this file is not part of the site's content (see README, "Where content lives")`)
      continue
    }
    const absolutePath = path.join(contentDir, relativePath)
    let data: unknown
    try {
      data = readYamlFile(absolutePath, displayPath)
    } catch (error) {
      if (error instanceof ContentError) {
        problems.push(error.message)
        continue
      }
      throw error
    }
    const validate = validators.get(collection.schema)
    if (!validate) throw new Error(`schemas/${collection.schema}.schema.json is missing`)
    if (!validate(data)) {
      // An "if" error only says that the matching "then" failed; the errors from "then" say how.
      const errors = (validate.errors ?? []).filter((error) => error.keyword !== "if")
      problems.push(...errors.map((error) => `${displayPath}: ${describeSchemaError(error)}`))
    }
    files.push({ relativePath, displayPath, absolutePath, data })
  }

  const routes = routesOf(relativePaths)
  const topicSlugs = new Set(
    relativePaths.filter((relativePath) => collectionOf(relativePath)?.type === "TopicYaml").map(slugOf),
  )
  const claimsList = files.find(({ relativePath }) => relativePath === forbiddenClaimsFile)
  const phrases = (claimsList?.data as { phrases?: unknown } | undefined)?.phrases
  const forbidden = Array.isArray(phrases) ? phrases.filter((phrase): phrase is string => typeof phrase === "string") : []
  if (!claimsList) problems.push(`${displayRoot}/${forbiddenClaimsFile} is missing: the claims guard needs its list`)

  problems.push(...checkSlugs(files))
  for (const file of files) {
    problems.push(...checkLinksAndImages(file, routes, topicSlugs), ...checkUniqueIds(file))
    if (file !== claimsList) problems.push(...checkClaims(file.displayPath, file.data, forbidden, `${displayRoot}/${forbiddenClaimsFile}`))
  }
  return problems
}
