import { latinRun } from "../../src/lib/latin-runs"

describe("latinRun", () => {
  it("takes an English title whole, figures between its words and all, and none of the Devanagari around it", () => {
    const line = "मिंट: Govt's mental health helpline receives over 2 lakh calls since launch (२८ नोव्हेंबर रोजी वाचले)"
    expect(line.match(latinRun)).toEqual(["Govt's mental health helpline receives over 2 lakh calls since launch"])
  })

  it("takes the year a citation gives after its English, and leaves the Devanagari after it", () => {
    const line = "नागराल आणि इतर, Journal of Clinical and Experimental Hepatology, 2021: यकृताला इजा"
    expect(line.match(latinRun)).toEqual(["Journal of Clinical and Experimental Hepatology, 2021:"])
  })

  it("leaves a Hindi page's own figure after an English word to the page", () => {
    expect("हर महीने CBC 2 बार करें".match(latinRun)).toEqual(["CBC"])
  })
})
