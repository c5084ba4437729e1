// The operator's refund (README "Payments"): a paid order's number, the amount in KD, to the card
// (through the payment provider) or to the customer's wallet, and a reason. One key per refund is
// kept while the fields stay the same, so a double click or a retry is the same refund; after a
// refund the form is empty with a new key.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { toApiError } from "../../../lib/api-client.ts";
import { signOutIfUnauthorized } from "../../../data/session.ts";
import { refundPurchase, type RefundDestination, type RefundResult } from "../api.ts";

const newKey = () => crypto.randomUUID();

export function RefundForm() {
  const { t } = useLingui();
  const [purchase, setPurchase] = useState("");
  const [amount, setAmount] = useState("");
  const [destination, setDestination] = useState<RefundDestination>("wallet");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RefundResult>();
  const [error, setError] = useState<string>();

  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setKey(newKey());
    setError(undefined);
  };

  const messages: Record<string, string> = {
    purchase_not_paid: t`Only a paid order can be refunded.`,
    purchase_not_found: t`No order has this number.`,
    refund_exceeds_paid: t`That is more than is left to refund on this order.`,
    card_refund_unavailable: t`This shop's payments are simulated: refund to the wallet.`,
    refund_failed: t`The payment provider refused the refund; nothing was refunded.`,
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      setDone(await refundPurchase({ purchaseId: Number(purchase), amount, destination, reason, refundKey: key }));
      setPurchase("");
      setAmount("");
      setReason("");
      setKey(newKey());
    } catch (err) {
      const a = toApiError(err);
      if (await signOutIfUnauthorized(a)) return;
      setError(a.isNetwork ? t`Refunds need the network. Connect and try again.` : (messages[a.code] ?? t`Check the order number, the amount and the reason.`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ops-refund no-print" aria-labelledby="refund-title">
      <h2 id="refund-title">
        <Trans>Refund an order</Trans>
      </h2>
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="refund-order">
          <Trans>Order number</Trans>
        </label>
        <input id="refund-order" inputMode="numeric" dir="ltr" required pattern="[0-9]+" value={purchase} onChange={(e) => change(setPurchase)(e.target.value)} />
        <label htmlFor="refund-amount">
          <Trans>Amount (KD)</Trans>
        </label>
        <input id="refund-amount" inputMode="decimal" dir="ltr" required value={amount} onChange={(e) => change(setAmount)(e.target.value)} />
        <fieldset>
          <legend>
            <Trans>Refund to</Trans>
          </legend>
          <label>
            <input type="radio" name="refund-to" checked={destination === "wallet"} onChange={() => change((v) => setDestination(v as RefundDestination))("wallet")} />
            <Trans>The customer's wallet</Trans>
          </label>
          <label>
            <input type="radio" name="refund-to" checked={destination === "card"} onChange={() => change((v) => setDestination(v as RefundDestination))("card")} />
            <Trans>The card (through the payment provider)</Trans>
          </label>
        </fieldset>
        <label htmlFor="refund-reason">
          <Trans>Reason</Trans>
        </label>
        <input id="refund-reason" required maxLength={200} value={reason} onChange={(e) => change(setReason)(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          <Trans>Refund</Trans>
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {done && !error && (
        <p role="status">
          {done.destination === "wallet" ? (
            <Trans>
              KD <bdi>{done.amount}</bdi> of order {done.purchaseId} is back in the customer's wallet.
            </Trans>
          ) : (
            <Trans>
              A refund of KD <bdi>{done.amount}</bdi> of order {done.purchaseId} to the card was sent to the payment provider.
            </Trans>
          )}
        </p>
      )}
    </section>
  );
}
