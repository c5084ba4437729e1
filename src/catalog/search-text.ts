// How a dish name and a typed search are compared: case-insensitive, accents and Arabic tashkeel
// ignored, the spelling variants people type interchangeably in Arabic folded together
// (أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي), tatweel dropped, Arabic-Indic digits made Latin.
// Shared by the menu search, My plan's dish chooser and the address form's area search: what they
// search are the catalog's names (dishes, areas), so the rule lives beside the catalog.
import { toLatinDigits } from "../../rules/money.ts";

const FOLD: Record<string, string> = {
  "\u0671": "\u0627", // ٱ alef wasla → ا (أ إ آ lose their hamza/madda in NFKD below)
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
  "\u06CC": "\u064A", // Persian yeh ی → ي
  "\u06A9": "\u0643", // Persian kaf ک → ك
};

const FOLDABLE = /[\u0671\u0629\u0649\u06CC\u06A9]/g;
// Combining marks: Latin accents and Arabic tashkeel (fatha, damma, kasra, shadda, sukun, tanwin,
// superscript alef, the hamza and madda that NFKD splits off أ إ آ ؤ ئ), plus tatweel.
const MARKS = /[\p{M}\u0640]/gu;

export function normaliseSearchText(text: string): string {
  return toLatinDigits(text)
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(FOLDABLE, (c) => FOLD[c] ?? c)
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
