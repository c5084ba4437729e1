// Calories as the customer reads them on every screen: whole numbers with the language's
// separators ("1,666"), Latin digits in Arabic too, like money (rules/money.ts). The sums behind
// them keep their decimals; only what is shown is rounded. The unit ("kcal") is in each message.

import { formatWhole, type NumberLocale } from "./number-format.ts";

/** 1665.97 -> "1,666"; 1666 -> "1,666"; 410 -> "410". */
export function formatKcal(kcal: number, locale: NumberLocale): string {
  return formatWhole(kcal, locale);
}
