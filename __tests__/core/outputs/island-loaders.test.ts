import { loadersModule, registeredIslands } from "../../../core/outputs/islands/island-loaders"
import { islands } from "../../../src/islands/islands"

describe("the islands' loaders, written from the registry", () => {
  it("reads every island of src/islands/islands.ts, as the build renders them", () => {
    expect(registeredIslands().map(({ name }) => name)).toEqual(Object.keys(islands))
  })

  it("fetches each island from its component's file, the component the build renders", async () => {
    for (const { name, component } of registeredIslands()) {
      const module = (await import(`../../../src/components/${name}`)) as Record<string, unknown>
      expect(module[component]).toBe(islands[name as keyof typeof islands])
    }
  })

  it("writes one dynamic import per island, and refuses a registry it cannot read", () => {
    const written = loadersModule([{ name: "map-links", component: "MapLinks" }])
    expect(written).toContain(`"map-links": () => import("../components/map-links").then((module) => module.MapLinks)`)
    expect(() => registeredIslands("export const others = {}")).toThrow(/has no "export const islands = \{ \.\.\. \}"/)
  })
})
