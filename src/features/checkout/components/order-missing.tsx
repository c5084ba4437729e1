// In place of Pay now when the order is not whole: what is missing, and the way to the order
// builder to choose it (order-gaps.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { OrderGap } from "../order-gaps.ts";

export function OrderMissing({ gaps }: { gaps: readonly OrderGap[] }) {
  const { t } = useLingui();
  const names: Record<OrderGap, string> = {
    package: t`A package and its menu items`,
    startDate: t`A start date`,
    method: t`A communication method`,
    time: t`A delivery time`,
  };
  return (
    <section className="checkout-card order-missing" aria-labelledby="missing-title">
      <h2 id="missing-title">
        <Trans>Your order is not complete yet</Trans>
      </h2>
      <p>
        <Trans>Before you can pay, choose in the order builder:</Trans>
      </p>
      <ul>
        {gaps.map((g) => (
          <li key={g}>{names[g]}</li>
        ))}
      </ul>
      <Link href="/package" className="btn btn-primary btn-large order-missing-link">
        <Trans>Complete your order</Trans>
      </Link>
    </section>
  );
}
