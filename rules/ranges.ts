// A range of two figures ("250–410 kcal", "50–100 g") as every screen writes it: whole numbers with
// the language's separators and Latin digits (as rules/calories.ts and rules/money.ts), low to high,
// joined by an en dash, one figure when both are the same, as Intl's formatRange writes it; the string
// carries no direction marks, so it flows in the paragraph's direction: English reads "250–410"
// left to right and Arabic "250–410" right to left, the low figure first in both (the menu, the
// package facts, the order builder and the calorie calculator all write their ranges here). Never
// isolate the whole range as one left-to-right run: Arabic would then read it high to low ("410 - 250").
// The unit stays in each screen's message.

import { formatWhole, type NumberLocale } from "./number-format.ts";

/** (410, 250) -> "250–410"; (1665.97, 2250) -> "1,666–2,250"; (300, 300) -> "300". Figures of zero and more. */
export function formatRange(a: number, b: number, locale: NumberLocale): string {
  const low = Math.round(Math.min(a, b));
  const high = Math.round(Math.max(a, b));
  return low === high ? formatWhole(low, locale) : `${formatWhole(low, locale)}–${formatWhole(high, locale)}`;
}
