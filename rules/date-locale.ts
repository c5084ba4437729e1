// The locale tag every date of the shop is written with, in both languages: English with the day
// before the month ("Saturday, 6 June 2026"), Arabic with its month names and Latin digits, as every
// number in the shop (docs/product-rules.md). One place, so a screen's dates never read differently.
export function dateLocaleTag(locale: string): "ar-KW-u-nu-latn" | "en-GB" {
  return locale === "ar" ? "ar-KW-u-nu-latn" : "en-GB";
}
