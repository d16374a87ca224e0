/** Where the core's checks and steps tell the build what they found: Gatsby's reporter, or the console in scripts. */
export interface Reporter {
  /** Stops the build with the message. */
  panic(message: string): never | void
  warn(message: string): void
  info(message: string): void
}
