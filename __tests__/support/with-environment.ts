type Environment = Record<string, string | undefined>

function setEnvironment(environment: Environment) {
  for (const [name, value] of Object.entries(environment)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
}

/**
 * Runs `work` with these environment variables (undefined unsets one), the modules it requires loaded afresh, as a
 * build started with that environment loads them; the environment is as it was afterwards.
 */
export function withEnvironment<T>(environment: Environment, work: () => T): T {
  const previous = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]))
  setEnvironment(environment)
  try {
    let result: T | undefined
    jest.isolateModules(() => {
      result = work()
    })
    return result as T
  } finally {
    setEnvironment(previous)
  }
}
