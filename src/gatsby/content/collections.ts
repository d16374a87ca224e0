import fs from "fs"
import path from "path"

/** A kind of YAML file under content/: the GraphQL type its nodes get and the JSON Schema that checks it. */
export interface Collection {
  type: string
  schema: string
  /** Whether the file (its path relative to content/) belongs to this collection. */
  holds: (relativePath: string) => boolean
}

const file = (name: string) => (relativePath: string) => relativePath === name
const anyOf = (...names: string[]) => (relativePath: string) => names.includes(relativePath)
const folder = (name: string) => (relativePath: string) =>
  path.posix.dirname(relativePath) === name && relativePath.endsWith(".yaml")

export const forbiddenClaimsFile = "forbidden-claims.yaml"

export const policyPageFiles = [
  "pages/privacy-policy.yaml",
  "pages/terms-of-service.yaml",
  "pages/medical-disclaimer.yaml",
]

export const collections: Collection[] = [
  { type: "SiteYaml", schema: "site", holds: file("site.yaml") },
  { type: "NavigationYaml", schema: "navigation", holds: file("navigation.yaml") },
  { type: "TherapiesYaml", schema: "therapies", holds: file("therapies.yaml") },
  { type: "CancerTypesYaml", schema: "cancer-types", holds: file("cancer-types.yaml") },
  { type: "OrgansYaml", schema: "organs", holds: file("organs.yaml") },
  { type: "ServicesYaml", schema: "services", holds: file("services.yaml") },
  { type: "HomePageYaml", schema: "home-page", holds: file("pages/home.yaml") },
  { type: "AboutPageYaml", schema: "about-page", holds: file("pages/about.yaml") },
  { type: "ServicesPageYaml", schema: "services-page", holds: file("pages/services.yaml") },
  { type: "DoctorPageYaml", schema: "doctor-page", holds: file("pages/doctor.yaml") },
  { type: "TherapiesPageYaml", schema: "therapies-page", holds: file("pages/panchakarma-therapies.yaml") },
  { type: "ContactPageYaml", schema: "contact-page", holds: file("pages/contact.yaml") },
  { type: "NotFoundPageYaml", schema: "not-found-page", holds: file("pages/not-found.yaml") },
  { type: "PolicyPageYaml", schema: "policy-page", holds: anyOf(...policyPageFiles) },
  { type: "TopicYaml", schema: "topic", holds: folder("topics") },
  { type: "ForbiddenClaimsYaml", schema: "forbidden-claims", holds: file(forbiddenClaimsFile) },
]

/** Every YAML file under contentDir, as paths relative to it with forward slashes, in a stable order. */
export function listYamlFiles(contentDir: string): string[] {
  return (fs.readdirSync(contentDir, { recursive: true }) as string[])
    .map((entry) => entry.split(path.sep).join("/"))
    .filter((entry) => /\.ya?ml$/.test(entry))
    .sort()
}

export function collectionOf(relativePath: string): Collection | undefined {
  return collections.find((collection) => collection.holds(relativePath))
}
