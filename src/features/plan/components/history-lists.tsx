// The purchases with their status and amounts, and the wallet's ledger (spend, cashback), in KD
// with 3 decimals as the rest of the app shows money.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "../../../lib/i18n.ts";
import { formatFils } from "../../../../rules/money.ts";
import { kuwaitToday } from "../../../../rules/order-dates.ts";
import type { CachedStatus } from "../../../data/use-cached.ts";
import type { Ledger, Purchase } from "../api.ts";
import { LoadState } from "./load-state.tsx";

type Format = { locale: Locale; formatDate: (iso: string) => string };

type Loaded<T> = { status: CachedStatus; data?: T | undefined };

/** The purchases and the wallet, each with its own loading state. */
export function PlanHistory({ purchases, ledger, locale, formatDate }: { purchases: Loaded<Purchase[]>; ledger: Loaded<Ledger> } & Format) {
  return (
    <>
      <section className="plan-card" aria-labelledby="purchases-title">
        <h2 id="purchases-title">
          <Trans>Your purchases</Trans>
        </h2>
        {purchases.status === "ready" && purchases.data ? (
          <PurchaseList purchases={purchases.data} locale={locale} formatDate={formatDate} />
        ) : (
          <LoadState status={purchases.status} />
        )}
      </section>
      <section className="plan-card" aria-labelledby="ledger-title">
        <h2 id="ledger-title">
          <Trans>Wallet</Trans>
        </h2>
        {ledger.status === "ready" && ledger.data ? (
          <LedgerList ledger={ledger.data} locale={locale} formatDate={formatDate} />
        ) : (
          <LoadState status={ledger.status} />
        )}
      </section>
    </>
  );
}

export function PurchaseList({ purchases, locale, formatDate }: { purchases: Purchase[] } & Format) {
  const { t } = useLingui();
  const statusName: Record<Purchase["status"], string> = {
    pending: t`Waiting for payment`,
    paid: t`Paid`,
    declined: t`Declined`,
    cancelled: t`Cancelled`,
    superseded: t`Replaced by a newer order`,
  };
  if (purchases.length === 0) {
    return (
      <p>
        <Trans>No purchases yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="plan-list">
      {purchases.map((p) => {
        const id = p.purchaseId;
        const days = p.days;
        return (
          <li key={p.purchaseId} className="plan-list-item">
            <div className="plan-list-head">
              <strong>{p.packageName}</strong>
              <span className={`plan-status status-${p.status}`}>
                {p.status === "pending" && p.paymentProblem ? t`Payment not confirmed: contact support` : statusName[p.status]}
              </span>
            </div>
            <p className="plan-list-line">
              <Trans>
                Order <bdi>#{id}</bdi>, days: <bdi>{days}</bdi>
              </Trans>
              {p.startDate && p.endDate && (
                <>
                  {" · "}
                  {formatDate(p.startDate)} – {formatDate(p.endDate)}
                </>
              )}
            </p>
            <dl className="plan-amounts">
              <div>
                <dt>
                  <Trans>Paid</Trans>
                </dt>
                <dd>
                  <bdi>{formatFils(p.totalFils, locale)}</bdi>
                </dd>
              </div>
              {p.walletFils > 0 && (
                <div>
                  <dt>
                    <Trans>From the wallet</Trans>
                  </dt>
                  <dd>
                    <bdi>{formatFils(p.walletFils, locale)}</bdi>
                  </dd>
                </div>
              )}
              {p.discountFils > 0 && (
                <div>
                  <dt>
                    <Trans>Coupon discount</Trans>
                  </dt>
                  <dd>
                    <bdi>{formatFils(p.discountFils, locale)}</bdi>
                  </dd>
                </div>
              )}
              {p.cashbackFils > 0 && (
                <div>
                  <dt>
                    <Trans>Cashback</Trans>
                  </dt>
                  <dd>
                    <bdi>{formatFils(p.cashbackFils, locale)}</bdi>
                  </dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

export function LedgerList({ ledger, locale, formatDate }: { ledger: Ledger } & Format) {
  const balance = formatFils(ledger.balanceFils, locale);
  return (
    <>
      <p className="plan-balance">
        <Trans>
          Balance: <strong>
            <bdi>{balance}</bdi>
          </strong>
        </Trans>
      </p>
      {ledger.entries.length === 0 ? (
        <p>
          <Trans>No wallet activity yet.</Trans>
        </p>
      ) : (
        <ul className="plan-list">
          {ledger.entries.map((e) => {
            const id = e.purchaseId;
            return (
              <li key={e.id} className="plan-list-item plan-ledger-row">
                <span>
                  {e.kind === "cashback" ? <Trans>Cashback</Trans> : e.kind === "refund" ? <Trans>Refund</Trans> : <Trans>Spent</Trans>}
                  {id !== null && (
                    <>
                      {" · "}
                      <Trans>
                        Order <bdi>#{id}</bdi>
                      </Trans>
                    </>
                  )}
                  <span className="plan-ledger-date">{formatDate(kuwaitToday(new Date(e.createdAt)))}</span>
                </span>
                <strong className={e.kind === "spend" ? "plan-debit" : "plan-credit"}>
                  <bdi>
                    {e.kind === "spend" ? "−" : "+"}
                    {formatFils(Math.abs(e.amountFils), locale)}
                  </bdi>
                </strong>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
