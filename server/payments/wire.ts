// What the two hosted-page providers' clients share: KWD amounts as JSON numbers with exactly three
// decimals (12.500, never a float sum: integer fils written as text), the reverse for their
// answers, and the error a provider's refusal becomes.
import { randomBytes } from "node:crypto";
import { filsToWire, wireToFils } from "../../rules/money.ts";

/** A KWD amount that `kwdJson` writes as a JSON number literal with three decimals. */
export class Kwd {
  constructor(readonly fils: number) {
    if (!Number.isSafeInteger(fils) || fils < 0) throw new Error(`not an amount in fils: ${fils}`);
  }
}

/** JSON text of a request body; each `Kwd` becomes e.g. `12.500` (a number, three decimals). */
export function kwdJson(body: unknown): string {
  // A marker no text of the body can hold: a fresh random word per call.
  const marker = `kwd${randomBytes(9).toString("hex")}`;
  const text = JSON.stringify(body, (_key, value: unknown) => (value instanceof Kwd ? `${marker}:${value.fils}` : value));
  return text.replace(new RegExp(`"${marker}:(\\d+)"`, "g"), (_m, fils: string) => filsToWire(Number(fils)));
}

/**
 * A provider's amount (a JSON number such as 12.5, or a string "12.500") in fils; undefined when it
 * is not one with at most three decimals. One number converted once, never summed as a float.
 */
export function amountToFils(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return wireToFils(value);
  if (!Number.isFinite(value) || value < 0) return undefined;
  const fils = Math.round(value * 1000);
  return Math.abs(fils / 1000 - value) < 1e-9 ? fils : undefined;
}

/** A provider answered with a failure (4xx/5xx or an unsuccessful body); `status` 0 when unreachable. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = "ProviderError";
  }
}
