// The plural form a count takes in a language (CLDR's categories: "one" and "other" in English;
// "zero", "one", "two", "few", "many" and "other" in Arabic), for messages written as a select on it,
// with the count written by rules/number-format.ts (named variables, so translators read
// "{dishForm, select, one {{dishCount} dish} other {{dishCount} dishes}}"):
//   const dishForm = pluralForm(count, i18n.locale);
//   const dishCount = formatWhole(count, "en");
//   <Select value={dishForm} _one={`${dishCount} dish`} other={`${dishCount} dishes`} />
// Lingui's own plural is not used (eslint refuses it): it formats the count with Intl.NumberFormat
// even where the message does not show it, and a page's first Intl.NumberFormat costs a phone 120 to
// 250 ms at 4x (ICU starting up) while the page hydrates; Intl.PluralRules costs 1 to 12 ms
// (docs/decisions/server-rendering.md, "What loads when").
const rules = new Map<string, Intl.PluralRules>();

export function pluralForm(n: number, locale: string): Intl.LDMLPluralRule {
  let forLocale = rules.get(locale);
  if (!forLocale) {
    forLocale = new Intl.PluralRules(locale);
    rules.set(locale, forLocale);
  }
  return forLocale.select(n);
}
