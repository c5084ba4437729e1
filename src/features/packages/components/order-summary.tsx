// The order detail panel: plan, period, counts, calories range, start and end dates, delivery window
// and method; what a discounted period saves; once everything is chosen, the green 'almost there'
// banner. The price itself is the price bar's (price-bar.tsx).
import { Trans, useLingui } from "@lingui/react/macro";
import type { CachedSubPackage } from "../../../catalog/store.ts";
import { formatFils } from "../../../../rules/money.ts";
import { formatDay } from "../../../../rules/order-dates.ts";
import { formatRange } from "../../../../rules/ranges.ts";
import { shownLocale } from "../../../lib/i18n.ts";

type Props = {
  planName: string | undefined;
  periodLabel: string | undefined;
  meals: number;
  snacks: number;
  soups: number;
  subPackage: CachedSubPackage | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  windowName: string | undefined;
  methodName: string | undefined;
  complete: boolean;
};

export function OrderSummary(p: Props) {
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  const none = t`Not chosen yet`;
  // The calorie range as every screen writes one (rules/ranges.ts): "1,150–1,500 kcal", low figure
  // first in both languages, not isolated as one left-to-right run.
  const kcal = p.subPackage ? formatRange(p.subPackage.minCal, p.subPackage.maxCal, locale) : undefined;
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">
        <Trans>Order detail</Trans>
      </h2>
      <dl>
        {row(t`Package`, p.planName ?? none)}
        {row(t`Period`, p.periodLabel ?? none)}
        {row(t`Meals`, p.meals)}
        {row(t`Snacks`, p.snacks)}
        {row(t`Soups`, p.soups)}
        {row(
          t`Calories`,
          kcal !== undefined ? (
            <span className="kcal-range">
              <Trans>{kcal} kcal</Trans>
            </span>
          ) : (
            "—"
          ),
        )}
        {row(t`Start date`, p.startDate ? formatDay(p.startDate, locale) : none)}
        {row(t`End date`, p.endDate ? formatDay(p.endDate, locale) : "—")}
        {row(t`Delivery window`, p.windowName ?? none)}
        {row(t`Communication method`, p.methodName ?? none)}
      </dl>
      {p.subPackage && <Saving subPackage={p.subPackage} locale={locale} />}
      {p.complete && p.subPackage && (
        <p className="almost-there" role="status">
          <Trans>You are almost there! Continue to choose your address and pay.</Trans>
        </p>
      )}
    </section>
  );
}

/** What the discount of a discounted period saves; nothing for a period at its regular price. */
function Saving({ subPackage, locale }: { subPackage: CachedSubPackage; locale: "en" | "ar" }) {
  const regular = subPackage.actualPriceFils;
  const now = subPackage.priceFils;
  if (!(regular > now)) return null;
  const saved = formatFils(regular - now, locale);
  const percent = Math.round((1 - now / regular) * 100);
  return (
    <p className="price-saving">
      <Trans>
        This period is discounted: you save {saved} ({percent}%) on its regular price.
      </Trans>
    </p>
  );
}
