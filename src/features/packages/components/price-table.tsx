// The package's subscription lengths and what each costs, from its cached price matrix.
import { Trans, useLingui } from "@lingui/react/macro";
import type { CachedSubPackage } from "../../../catalog/store.ts";
import { localeOf } from "../../../lib/i18n.ts";
import { formatFils } from "../../../../rules/money.ts";
import { useLangId } from "../../../lib/use-lang-id.ts";
import { DeliveryDays } from "../../../ui/delivery-days.tsx";
import { priceRange, priceRangesByDays, type PriceRange } from "../price-range.ts";

function RangeText({ range }: { range: PriceRange }) {
  const locale = localeOf(useLangId());
  const min = formatFils(range.minFils, locale);
  const max = formatFils(range.maxFils, locale);
  if (range.minFils === range.maxFils) return <bdi>{min}</bdi>;
  return (
    <Trans>
      <bdi>{min}</bdi> to <bdi>{max}</bdi>
    </Trans>
  );
}

export function PriceTable({ subPackages }: { subPackages: readonly CachedSubPackage[] }) {
  const { t } = useLingui();
  const overall = priceRange(subPackages);
  const rows = priceRangesByDays(subPackages);
  if (!overall) {
    return (
      <p>
        <Trans>No prices are available for this package right now.</Trans>
      </p>
    );
  }
  return (
    <>
      <p className="price-overall">
        <Trans>
          From <RangeText range={overall} />
        </Trans>
      </p>
      <table className="price-table">
        <caption className="visually-hidden">{t`Price by subscription length`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Subscription length</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ days, range }) => (
            <tr key={days}>
              <th scope="row">
                <DeliveryDays days={days} />
              </th>
              <td>
                <RangeText range={range} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="note">
        <Trans>Fridays are off: no delivery on Fridays.</Trans>
      </p>
    </>
  );
}
