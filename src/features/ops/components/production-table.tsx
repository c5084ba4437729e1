// The production list as one table: a line per dish under its meal type, a column per package
// portion, each dish's total and each portion's, and the day's; then the dish split by the
// customers' protein and carbohydrate portions ("P150 C100: 12, P100 C50: 7"; README.md "Health
// profile and portions"). Scrolls sideways on a phone.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProductionList } from "../api.ts";
import { productionTable, type PortionCount } from "../ops-rules.ts";

/** "P150 C100: 12, P100 C50: 7", each item left to right, the commas the language's. */
function PortionsCell({ split, locale }: { split: PortionCount[]; locale: string }) {
  const named = split.filter((p) => p.portions !== "");
  return (
    <td className="ops-portions">
      {named.map((p, i) => (
        <span key={p.portions}>
          {i > 0 && (locale === "ar" ? "، " : ", ")}
          <bdi dir="ltr">
            {p.portions}: {p.count}
          </bdi>
        </span>
      ))}
    </td>
  );
}

export function ProductionTable({ list }: { list: ProductionList }) {
  const { t, i18n } = useLingui();
  const table = productionTable(list.rows);
  const width = table.columns.length + 3;
  return (
    <>
      <dl className="ops-summary">
        <div>
          <dt>
            <Trans>Deliveries</Trans>
          </dt>
          <dd>
            <bdi>{list.deliveries}</bdi>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Dishes</Trans>
          </dt>
          <dd>
            <bdi>{list.dishes}</bdi>
          </dd>
        </div>
      </dl>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table scrolling sideways must take focus */}
      <div className="ops-scroll" role="region" aria-labelledby="ops-production-caption" tabIndex={0}>
        <table className="ops-table ops-production">
          <caption id="ops-production-caption">{t`How many of each dish, by package portion`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Dish</Trans>
              </th>
              {table.columns.map((c) => (
                <th scope="col" key={c.packageId} className="ops-num">
                  {c.packageName}
                  <span className="ops-grams">
                    <Trans>
                      <bdi>{c.portionGrams}</bdi> g
                    </Trans>
                  </span>
                </th>
              ))}
              <th scope="col" className="ops-num">
                <Trans>Total</Trans>
              </th>
              <th scope="col">
                <Trans>Portions</Trans>
              </th>
            </tr>
          </thead>
          {table.groups.map((g) => (
            <tbody key={g.mealTypeId}>
              <tr className="ops-group">
                <th scope="rowgroup" colSpan={width}>
                  {g.mealType}
                </th>
              </tr>
              {g.dishes.map((d) => (
                <tr key={d.mealId}>
                  <th scope="row">{d.mealName}</th>
                  {d.counts.map((n, i) => (
                    <td key={table.columns[i]!.packageId} className={n === 0 ? "ops-num ops-zero" : "ops-num"}>
                      <bdi>{n}</bdi>
                    </td>
                  ))}
                  <td className="ops-num ops-total">
                    <bdi>{d.total}</bdi>
                  </td>
                  <PortionsCell split={d.byPortions} locale={i18n.locale} />
                </tr>
              ))}
            </tbody>
          ))}
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              {table.columnTotals.map((n, i) => (
                <td key={table.columns[i]!.packageId} className="ops-num">
                  <bdi>{n}</bdi>
                </td>
              ))}
              <td className="ops-num ops-total">
                <bdi>{table.total}</bdi>
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
