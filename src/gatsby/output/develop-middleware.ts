import path from "path"
import { editorBackend, editorContentSecurityPolicy } from "../../../core"

/** The parts of Express, which runs `gatsby develop`'s server, that this uses. */
interface DevelopServer {
  use(
    mount: string,
    handler: (request: { path: string }, response: { setHeader(name: string, value: string): void; sendFile(file: string): void }, next: () => void) => void,
  ): void
}

/**
 * `npm run cms` runs `gatsby develop`, whose server never serves an HTML file from public/ (it answers /admin/ with its
 * own 404 page). This serves the editor's page at /admin/ as the live site does, with the same CSP
 * (core/outputs/headers/security-headers.ts), so on an editor's own computer it reaches no other host either.
 */
export function developMiddleware(server: DevelopServer) {
  const policy = editorContentSecurityPolicy(editorBackend().apiOrigin)
  server.use("/admin", (request, response, next) => {
    response.setHeader("Content-Security-Policy", policy)
    if (request.path === "/" || request.path === "/index.html") return response.sendFile(path.resolve("static/admin/index.html"))
    next()
  })
}
