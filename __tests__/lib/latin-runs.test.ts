import { latinRun } from "../../src/lib/latin-runs"

describe("latinRun", () => {
  it("takes an English title whole, figures between its words and all, and none of the Devanagari around it", () => {
    const line = "मिंट: Govt's mental health helpline receives over 2 lakh calls since launch (२८ नोव्हेंबर रोजी वाचले)"
    expect(line.match(latinRun)).toEqual(["Govt's mental health helpline receives over 2 lakh calls since launch"])
  })

  it("leaves a figure that ends the run outside it, where the page's own words may follow", () => {
    expect("Eating Hints: Before, during 2026".match(latinRun)).toEqual(["Eating Hints: Before, during"])
  })
})
