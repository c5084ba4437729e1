// The contact address and "last updated" dates the terms, the privacy policy and the general note
// show (README "Demo and live", "Configuration"): SUPPORT_EMAIL, and LEGAL_UPDATED (YYYY-MM-DD, both
// documents) or TERMS_UPDATED / PRIVACY_UPDATED for one. The seeded pages carry placeholders
// (server/db/seed/catalog-data/content*.ts) that the content calls fill per language, so a shop's
// settings show without a new seed. A live shop must set SUPPORT_EMAIL and LEGAL_UPDATED (env.ts).
import type { LangId } from "../http/input.ts";
import { dateLocaleTag } from "../../rules/date-locale.ts";

export type LegalSettings = { email: string; updated: { terms: string; privacy: string } };

/** The demo's values: an address of the demo's own domain, and the day the seeded texts were last edited. */
export const DEMO_LEGAL: LegalSettings = { email: "support@kw-meals.local", updated: { terms: "2026-11-27", privacy: "2026-11-27" } };

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The settings; a malformed one is listed in `problems` and the demo's value used. */
export function readLegalSettings(env: Record<string, string | undefined> = process.env): { legal: LegalSettings; problems: string[] } {
  const problems: string[] = [];
  const pick = (name: string, pattern: RegExp, example: string, fallback: string) => {
    const value = env[name]?.trim() ?? "";
    if (value === "") return fallback;
    if (pattern.test(value) && (pattern !== DAY || !Number.isNaN(Date.parse(value)))) return value;
    problems.push(`${name} must look like ${example}`);
    return fallback;
  };
  const both = pick("LEGAL_UPDATED", DAY, "2026-11-01", "");
  return {
    legal: {
      email: pick("SUPPORT_EMAIL", EMAIL, "support@example.com", DEMO_LEGAL.email),
      updated: {
        terms: pick("TERMS_UPDATED", DAY, "2026-11-01", both || DEMO_LEGAL.updated.terms),
        privacy: pick("PRIVACY_UPDATED", DAY, "2026-11-01", both || DEMO_LEGAL.updated.privacy),
      },
    },
    problems,
  };
}

/** "27 November 2026" / "27 نوفمبر 2026" (Western digits, as the app writes numbers in Arabic). */
export function legalDate(day: string, lang: LangId): string {
  return new Intl.DateTimeFormat(dateLocaleTag(lang === 2 ? "ar" : "en"), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A seeded page with its placeholders filled: `{{support_email}}` (the address: letters, digits and
 * `._%+-@` only, so no markup) and `{{updated}}` (the document's date in the page's language).
 */
export function fillLegal(html: string, doc: "terms" | "privacy" | "general_note", lang: LangId, legal: LegalSettings): string {
  const updated = doc === "general_note" ? "" : legalDate(legal.updated[doc], lang);
  return html.replaceAll("{{support_email}}", legal.email).replaceAll("{{updated}}", updated);
}
