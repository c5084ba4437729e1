// The order builder's price: the chosen combination's price and its price per delivery day as soon
// as package, days and counts make one (the start date never changes it), or why there is none;
// and Continue. Pinned to the bottom of a phone's screen and in the side panel on a desktop
// (packages.css). Its box has the same size whatever it says, and the server renders it as the
// browser's first render does, so nothing on /package moves when a price arrives or changes
// (docs/decisions/server-rendering.md).
import { Trans, useLingui } from "@lingui/react/macro";
import type { CachedSubPackage } from "../../../catalog/store.ts";
import { formatFils } from "../../../../rules/money.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import { pricePerDayFils } from "../order-choice.ts";

/** What the price can say: the catalog is still loading, no item is counted, no such combination, or its price. */
export type PriceState = { kind: "loading" } | { kind: "noItems" } | { kind: "none" } | { kind: "price"; subPackage: CachedSubPackage };

export function PriceBar({ state, onContinue }: { state: PriceState; onContinue: () => void }) {
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  return (
    <section className="price-bar" aria-labelledby="price-bar-title">
      <h2 id="price-bar-title" className="visually-hidden">
        <Trans>Price</Trans>
      </h2>
      <div className="price-bar-amount" role="status" data-testid="price-block">
        {state.kind === "price" && <Amount subPackage={state.subPackage} locale={locale} />}
        {state.kind === "none" && (
          <p className="error-text">
            <Trans>Combination not available</Trans>
          </p>
        )}
        {state.kind === "noItems" && <p className="error-text">{t`Please select menu items`}</p>}
        {state.kind === "loading" && <span className="price-bar-pending">—</span>}
      </div>
      <button type="button" className="btn btn-primary btn-large builder-continue" onClick={onContinue}>
        <Trans>Continue</Trans>
      </button>
    </section>
  );
}

/** The price, with the regular one struck through only when the period is discounted, and the price per day. */
function Amount({ subPackage, locale }: { subPackage: CachedSubPackage; locale: "en" | "ar" }) {
  const regular = subPackage.actualPriceFils;
  const now = subPackage.priceFils;
  const perDay = formatFils(pricePerDayFils(subPackage), locale);
  return (
    <>
      {regular > now && (
        <s className="price-was">
          <span className="visually-hidden">
            <Trans>Regular price</Trans>{" "}
          </span>
          <bdi>{formatFils(regular, locale)}</bdi>
        </s>
      )}
      <strong className="price-now">
        <bdi>{formatFils(now, locale)}</bdi>
      </strong>
      <span className="price-per-day">
        <Trans>
          <bdi>{perDay}</bdi> a day
        </Trans>
      </span>
    </>
  );
}
