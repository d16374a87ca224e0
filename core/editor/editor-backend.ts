// Where the browser editor at /admin reads and saves content on the live site, from the build's environment, so that
// the clinic points it at its own Git host without touching code (README, "The browser editor"):
//   CMS_BACKEND   github (default) or gitlab
//   CMS_REPO      owner/name; on Netlify it defaults to the repository the site is built from (REPOSITORY_URL)
//   CMS_BRANCH    defaults to the branch being built (Netlify's BRANCH), else main
//   CMS_AUTH_URL  the OAuth provider; for GitHub, Netlify's (https://api.netlify.com) unless set
//   CMS_APP_ID    for GitLab: the OAuth application's ID (sign-in with PKCE, no server needed)
// Editors may also sign in with a personal access token, which needs none of the OAuth settings.
// "npm run cms" needs none of this: it edits the files on this computer.

export type EditorBackend = Record<string, string>

type Environment = Record<string, string | undefined>

const defaults = {
  github: { api: "https://api.github.com", auth: "https://api.netlify.com" },
  gitlab: { api: "https://gitlab.com", auth: "https://gitlab.com" },
} as const

/** "https://github.com/owner/name(.git)" -> "owner/name". */
function repositoryOf(url: string | undefined): string | undefined {
  return url?.match(/^https:\/\/[^/]+\/(.+?)(?:\.git)?\/?$/)?.[1]
}

export function editorBackend(env: Environment = process.env): { backend: EditorBackend; apiOrigin: string; missing: string[] } {
  const name = env.CMS_BACKEND ?? "github"
  if (name !== "github" && name !== "gitlab") throw new Error(`CMS_BACKEND is "${name}"; it may be github or gitlab.`)
  const repo = env.CMS_REPO ?? repositoryOf(env.REPOSITORY_URL)
  const backend: EditorBackend = {
    name,
    repo: repo ?? "owner/repository",
    branch: env.CMS_BRANCH ?? env.BRANCH ?? "main",
    base_url: env.CMS_AUTH_URL ?? defaults[name].auth,
  }
  if (name === "gitlab" && env.CMS_APP_ID) Object.assign(backend, { auth_type: "pkce", app_id: env.CMS_APP_ID })
  return { backend, apiOrigin: defaults[name].api, missing: repo ? [] : ["CMS_REPO"] }
}
