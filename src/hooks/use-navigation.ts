import { graphql, useStaticQuery } from "gatsby"

/** The header and footer links from content/navigation.yaml. */
export function useNavigation() {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      navigationYaml {
        header {
          label
          to
        }
        headerAction {
          label
          to
        }
        footer {
          label
          to
        }
      }
    }
  `)
  if (!data.navigationYaml) throw new Error("content/navigation.yaml is missing")
  return data.navigationYaml
}
