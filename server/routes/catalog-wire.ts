// How the catalog calls word their answers (a package, a dish's rating, a count of days in the
// customer's language) and read the language id they are asked in. server/routes/catalog.ts uses them.
import { z } from "zod";
import { ApiError } from "../http/errors.ts";
import { langField, optionalField, type LangId } from "../http/input.ts";
import { pick } from "../lib/wire.ts";
import { MIN_RATINGS } from "../plan/kitchen.ts";
import type { PackageRow } from "../repos/catalog-repo.ts";

/** A dish's rating as the menu shows it: the average (one decimal) from three ratings up, else null; always the count. */
export function ratingOf(average: number | null, count: number | null): { rating_average: number | null; rating_count: number } {
  const n = Number(count ?? 0);
  return { rating_average: n >= MIN_RATINGS && average !== null ? Math.round(Number(average) * 10) / 10 : null, rating_count: n };
}

export function packageWire(p: PackageRow, lang: LangId) {
  return {
    package_master_id: p.id,
    package_id: p.id,
    package_name: pick(lang, p.name_en, p.name_ar),
    gram_label: pick(lang, p.gram_label_en, p.gram_label_ar),
    description: pick(lang, p.description_en, p.description_ar),
    festival_affect: p.festival_affect,
    friday_charge_type: p.friday_charge_type,
    friday_charge_value: p.friday_charge_value,
    img_url: p.image,
    package_grams: p.protein_grams,
    package_type: p.package_type,
  };
}

/** "26 days"; in Arabic the counted noun follows the number: 3–10 أيام, 11–99 يومًا, else يوم. */
export function daysLabel(lang: LangId, days: number): string {
  if (lang !== 2) return `${days} ${days === 1 ? "day" : "days"}`;
  const mod = days % 100;
  if (mod >= 3 && mod <= 10) return `${days} أيام`;
  if (mod >= 11) return `${days} يومًا`;
  return `${days} يوم`;
}

/** Accepts the spec's `language_id` and, as an alias, `lang_id`; errors name `language_id`. */
export function languageIdOf(fields: { language_id?: LangId | undefined; lang_id?: LangId | undefined }): LangId {
  const lang = fields.language_id ?? fields.lang_id;
  if (lang === undefined) throw new ApiError(400, "missing_language_id", "The field language_id is required.", "language_id");
  return lang;
}

export const languageSchema = z.object({
  language_id: optionalField(langField),
  lang_id: optionalField(langField),
});

export function validateParam(schema: z.ZodObject<{ lang: typeof langField }>, value: string) {
  // The contract puts the language id in the path "as JSON": the original client stored it as a
  // string, so `/termsandcondition/"2"` (sent as %222%22) must work as well as `/termsandcondition/2`.
  const result = schema.safeParse({ lang: value.replace(/^"(.*)"$/, "$1") });
  if (!result.success) throw new ApiError(400, "invalid_lang_id", "The language id in the path is not valid.", "lang_id");
  return result.data;
}
