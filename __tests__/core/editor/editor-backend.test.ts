import { editorBackend } from "../../../core/editor/editor-backend"

describe("where the live editor saves, from the build's environment", () => {
  it("defaults to the GitHub repository and branch Netlify builds from, signing in through Netlify", () => {
    const { backend, apiOrigin, missing } = editorBackend({ REPOSITORY_URL: "https://github.com/clinic/website", BRANCH: "live" })
    expect(backend).toEqual({ name: "github", repo: "clinic/website", branch: "live", base_url: "https://api.netlify.com" })
    expect(apiOrigin).toBe("https://api.github.com")
    expect(missing).toEqual([])
  })

  it("lets the clinic name another repository, branch and sign-in, or GitLab with its own application", () => {
    const gitlab = editorBackend({ CMS_BACKEND: "gitlab", CMS_REPO: "clinic/site", CMS_BRANCH: "main", CMS_APP_ID: "abc" })
    expect(gitlab.backend).toMatchObject({ name: "gitlab", repo: "clinic/site", auth_type: "pkce", app_id: "abc" })
    expect(gitlab.apiOrigin).toBe("https://gitlab.com")
    expect(editorBackend({ CMS_REPO: "a/b", CMS_AUTH_URL: "https://auth.example.org" }).backend.base_url).toBe("https://auth.example.org")
  })

  it("says what is missing when it cannot know the repository, and refuses an unknown backend", () => {
    expect(editorBackend({}).missing).toEqual(["CMS_REPO"])
    expect(() => editorBackend({ CMS_BACKEND: "git-gateway" })).toThrow(/github or gitlab/)
  })
})
