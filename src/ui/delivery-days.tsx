// "26 delivery days": a package's length as the price table and the checkout's order lines say it
// (its count written by rules/number-format.ts, its form by lib/plural-form.ts).
import { Select, useLingui } from "@lingui/react/macro";
import { formatWhole } from "../../rules/number-format.ts";
import { shownLocale } from "../lib/i18n.ts";
import { pluralForm } from "../lib/plural-form.ts";

export function DeliveryDays({ days }: { days: number }) {
  const { i18n } = useLingui();
  const dayForm = pluralForm(days, i18n.locale);
  const dayCount = formatWhole(days, shownLocale(i18n));
  return <Select value={dayForm} _one={`${dayCount} delivery day`} other={`${dayCount} delivery days`} />;
}
