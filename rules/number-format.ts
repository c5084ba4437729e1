// Whole numbers and KD amounts as the shop writes them (en-KW, and ar-KW with Latin digits: ","
// between thousands, "." before the decimals), written here rather than by Intl.NumberFormat: the
// first Intl.NumberFormat a page makes costs 60 to 130 ms at 4x on a phone (ICU starting up), and
// the order builder made it while hydrating (docs/decisions/server-rendering.md "What loads
// when"). The strings are Intl's, byte for byte, direction marks included, for finite numbers
// below 10^21; number-format.test.ts checks them against Intl.

export type NumberLocale = "en" | "ar";

const LRM = "\u200e";
const RLM = "\u200f";
const NBSP = "\u00a0";

/** A non-negative whole number's digits with "," between thousands: 1234567 -> "1,234,567". */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function negative(n: number): boolean {
  return n < 0 || Object.is(n, -0);
}

/** 1665.97 -> "1,666"; -3 -> "-3" ("\u200e-3" in Arabic, as Intl writes it); halves away from zero. */
export function formatWhole(n: number, locale: NumberLocale): string {
  const digits = thousands(Math.round(Math.abs(n)));
  return negative(n) ? `${locale === "ar" ? LRM : ""}-${digits}` : digits;
}

/** Whole fils as KD with 3 decimals: "KD 160.000" and "-KD 0.005"; in Arabic "160.000 د.ك" between right-to-left marks. */
export function formatKd(fils: number, locale: NumberLocale): string {
  const abs = Math.round(Math.abs(fils));
  const amount = `${thousands(Math.floor(abs / 1000))}.${String(abs % 1000).padStart(3, "0")}`;
  const sign = negative(fils) ? "-" : "";
  return locale === "ar" ? `${RLM}${sign && LRM + sign}${amount}${NBSP}د.ك${RLM}` : `${sign}KD${NBSP}${amount}`;
}
