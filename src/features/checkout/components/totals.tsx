// SubTotal, Paid from wallet, Discount and Total in KWD with 3 decimals (integer fils inside).
import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react/macro";
import { formatFils } from "../../../../rules/money.ts";
import type { Totals as TotalsValue } from "../../../../rules/order-totals.ts";
import { shownLocale } from "../../../lib/i18n.ts";

export function Totals({ totals }: { totals: TotalsValue | undefined }) {
  const { i18n } = useLingui();
  const locale = shownLocale(i18n);
  const show = (fils: number | undefined) => <span dir="ltr">{fils === undefined ? "—" : formatFils(fils, locale)}</span>;
  return (
    <section className="checkout-card totals" aria-labelledby="totals-title">
      <h2 id="totals-title">
        <Trans>Payment summary</Trans>
      </h2>
      <dl>
        <div>
          <dt>
            <Trans>SubTotal</Trans>
          </dt>
          <dd>{show(totals?.subTotalFils)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Paid from wallet</Trans>
          </dt>
          <dd>{show(totals?.walletFils)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd>{show(totals?.discountFils)}</dd>
        </div>
        <div className="total-row">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="total">{show(totals?.totalFils)}</dd>
        </div>
      </dl>
      <p className="note">
        <Trans>Fridays are off: no deliveries on Fridays.</Trans>
      </p>
    </section>
  );
}
