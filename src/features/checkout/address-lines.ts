// How a saved address reads on one line in the page's language: the parts joined with that
// language's separator ("، " in Arabic), and a part's word ("Street", "شارع") added only when the
// customer did not type it already, so no "شارع شارع سالم المبارك" or "Street Salem Al-Mubarak St".

/** Words that already say what a part is, in either language, as whole words. */
const KIND_WORDS = {
  block: ["block", "blk", "قطعة", "ق"],
  street: ["street", "st", "st.", "road", "rd", "rd.", "highway", "شارع", "ش", "ش.", "طريق"],
  avenue: ["avenue", "ave", "ave.", "jadda", "jaddah", "جادة", "جاده"],
} as const;

export type PartKind = keyof typeof KIND_WORDS;

/** True when `value` already holds one of the words of its kind ("Baghdad St", "شارع بغداد"). */
export function namesItsKind(kind: PartKind, value: string): boolean {
  const words = value.toLocaleLowerCase().split(/[\s,،]+/u);
  return words.some((w) => (KIND_WORDS[kind] as readonly string[]).includes(w));
}

/** The part as the customer wrote it when it names its kind, else with the word: `labelled(value)`. */
export function withKind(kind: PartKind, value: string, labelled: (value: string) => string): string {
  const v = value.trim().replace(/\s+/gu, " ");
  return namesItsKind(kind, v) ? v : labelled(v);
}

/** The parts joined in the language's own way; empty parts left out. */
export function joinAddress(parts: (string | false | null | undefined)[], lang: "en" | "ar"): string {
  return parts.filter((p): p is string => typeof p === "string" && p.trim() !== "").join(lang === "ar" ? "، " : ", ");
}
