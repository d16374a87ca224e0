// npm run cms: the browser editor on this computer, with no Git host and no sign-in. The site runs in development
// mode; open http://localhost:8000/admin/ in Chrome or Edge, press "Work with Local Repository" and pick this
// folder. Saved changes land in these files, to be committed with Git as usual.
import { spawn } from "node:child_process"

const site = spawn("npm", ["run", "develop"], { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
const stop = () => site.kill()
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
site.on("exit", (code) => process.exit(code ?? 0))
