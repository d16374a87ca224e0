// What an emergency is, by the signs a card's points may name: a temperature during chemotherapy, chest pain,
// difficulty breathing, heavy bleeding, a fit, collapse, thoughts of self-harm. A card naming one is an emergency card,
// whatever level it says it is. Terms are written as the claims guard's vocabularies are (../claims/terms.ts), each
// language's in its own list, all of them looked for in every card.

// A vocabulary reads as paragraphs of terms, a role to a paragraph, as a reviewer reads it: not one term a line.
// prettier-ignore
export const emergencySigns: Record<"en" | "mr" | "hi", string[]> = {
  en: [
    "feverfrom", "coldbelow", "temperature", "fever", "chest pain", "pain in … chest", "breathe", "breathing", "breathless*",
    "bleeding heavily", "heavy bleeding", "severe bleeding", "bleeding that does not stop", "fit", "fits", "seizure*", "convulsion*",
    "collapse*", "unconscious*", "cannot be woken", "can't be woken", "harmed themselves", "harmed yourself", "harm themselves",
    "harm yourself", "self-harm*", "overdose", "ending their life", "end their life", "ending your life", "suicid*",
  ],
  mr: [
    "तापमान", "ताप", "छातीत दुख*", "श्वास*", "दम लाग*", "खूप रक्त", "रक्तस्राव", "झटका", "फिट", "कोसळ*", "बेशुद्ध*", "उठवूनही",
    "स्वतःला इजा", "जास्त गोळ्या", "जीव संपव*", "आत्महत्या*",
  ],
  hi: [
    "तापमान", "बुखार", "सीने में दर्द", "सांस*", "बहुत ज्यादा खून", "दौरा", "फिट", "गिर पड*", "बेहोश*", "जगाने पर",
    "खुद को चोट", "ज्यादा गोलियां", "जान लेने", "आत्महत्या*", "भारी रक्तस्राव", "रक्तस्राव",
  ],
}
