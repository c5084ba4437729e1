// The order summary from the draft (the price in the one money format of rules/money.ts, 3
// decimals like every other amount) with a way to change it in the order builder.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { formatFils } from "../../../../rules/money.ts";
import { formatDay, lastDeliveryDay } from "../../../../rules/order-dates.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import { DeliveryDays } from "../../../ui/delivery-days.tsx";

type Props = {
  planName: string | undefined;
  days: number | undefined;
  meals: number | undefined;
  snacks: number | undefined;
  soups: number | undefined;
  startDate: string | undefined;
  windowName: string | undefined;
  methodName: string | undefined;
  priceFils: number | undefined;
};

export function OrderLines(p: Props) {
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  const days = p.days ?? 0;
  const meals = p.meals ?? 0;
  const snacks = p.snacks ?? 0;
  const soups = p.soups ?? 0;
  return (
    <section className="checkout-card" aria-labelledby="order-title">
      <h2 id="order-title">
        <Trans>Your order</Trans>
      </h2>
      {p.planName ? (
        <dl className="order-lines">
          <div>
            <dt>{t`Package`}</dt>
            <dd>{p.planName}</dd>
          </div>
          <div>
            <dt>{t`Period`}</dt>
            <dd>
              <DeliveryDays days={days} />
            </dd>
          </div>
          <div>
            <dt>{t`Menu items a day`}</dt>
            <dd>{t`${meals} meals, ${snacks} snacks, ${soups} soups`}</dd>
          </div>
          <div>
            <dt>{t`Start date`}</dt>
            <dd>{p.startDate ? formatDay(p.startDate, locale) : t`No date selected`}</dd>
          </div>
          {p.startDate && days > 0 && (
            <div>
              <dt>{t`End date`}</dt>
              <dd>{formatDay(lastDeliveryDay(p.startDate, days), locale)}</dd>
            </div>
          )}
          <div>
            <dt>{t`Delivery window`}</dt>
            <dd>{p.windowName ?? "—"}</dd>
          </div>
          <div>
            <dt>{t`Communication method`}</dt>
            <dd>{p.methodName ?? "—"}</dd>
          </div>
          <div>
            <dt>{t`Price`}</dt>
            <dd dir="ltr">{p.priceFils === undefined ? "—" : formatFils(p.priceFils, locale)}</dd>
          </div>
        </dl>
      ) : (
        <p>
          <Trans>You have not chosen a package yet.</Trans>
        </p>
      )}
      <Link href="/package" className="btn btn-outline">
        <Trans>Change the order</Trans>
      </Link>
    </section>
  );
}
