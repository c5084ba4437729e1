// Reading the number a customer types for height or weight: Latin or Arabic-Indic digits, whole
// numbers only (the sliders move in whole centimetres and kilograms).
import { toLatinDigits } from "../../../rules/money.ts";

/** The whole number typed, or undefined when the text is not one. */
export function parseWholeNumber(text: string): number | undefined {
  const latin = toLatinDigits(text).trim();
  return /^\d{1,4}$/.test(latin) ? Number(latin) : undefined;
}

export function isWithin(value: number | undefined, min: number, max: number): value is number {
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max;
}
