// What the site's components import from "gatsby", for the editor's previews, where there is no Gatsby: the GraphQL
// fragments beside the components are inert.

export function graphql(): void {}
