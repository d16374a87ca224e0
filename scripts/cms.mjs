// npm run cms: the browser editor on this computer, with no Git host. decap-server reads and writes the files
// in this folder; the site runs in development mode. Open http://localhost:8000/admin/ and press "Login".
import { spawn } from "node:child_process"

const children = [
  spawn("npx", ["decap-server"], { stdio: "inherit" }),
  spawn("npx", ["gatsby", "develop"], { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } }),
]
const stop = () => children.forEach((child) => child.kill())
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
children.forEach((child) => child.on("exit", stop))
