// Wallet spend: the balance, an amount and Spend, with the four messages of docs/product-rules.md "Pay now". It
// combines with either payment method. While the balance is on its way it says so; only when the
// profile could not be reached does it say the wallet needs a connection.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { formatFils, parseKdToFils } from "../../../../rules/money.ts";
import { walletProblem } from "../../../../rules/order-totals.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import { toast } from "../../../ui/toast.tsx";

type Props = {
  balanceFils: number | undefined;
  /** Where the profile (and so the balance) stands. */
  status: "loading" | "ready" | "offline" | "error";
  priceFils: number;
  spentFils: number;
  onSpend: (fils: number) => void;
};

export function WalletBox({ balanceFils, status, priceFils, spentFils, onSpend }: Props) {
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  const inputId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const left = balanceFils === undefined ? undefined : Math.max(0, balanceFils - spentFils);

  function spend() {
    if (balanceFils === undefined) {
      setError(
        status === "loading"
          ? t`Your wallet balance is still loading. Try again in a moment.`
          : t`Your wallet needs a connection. Try again when you are online.`,
      );
      return;
    }
    const fils = parseKdToFils(text);
    if (fils === undefined || fils <= 0) {
      if (balanceFils > 0) {
        setError(t`Enter an amount in KD, for example 5 or 2.500.`);
        return;
      }
    }
    const problem = walletProblem(fils ?? 0, balanceFils, priceFils);
    const messages = {
      zero_balance: t`Your wallet balance is zero`,
      over_balance: t`The amount is more than your wallet balance.`,
      over_price: t`The amount cannot be more than the package price.`,
    };
    if (problem) {
      setError(messages[problem]);
      toast.error(messages[problem]);
      return;
    }
    setError(undefined);
    onSpend(fils!);
    const amount = formatFils(fils!, locale);
    toast.success(t`You use ${amount} from your wallet`);
  }

  return (
    <section className="checkout-card" aria-labelledby="wallet-title">
      <h2 id="wallet-title">
        <Trans>Wallet</Trans>
      </h2>
      <p aria-busy={left === undefined && status === "loading" ? true : undefined}>
        <Trans>Balance:</Trans> <strong dir="ltr">{left === undefined ? "—" : formatFils(left, locale)}</strong>
        {left === undefined && status === "loading" && (
          <>
            {" "}
            <span className="note">
              <Trans>Loading your balance…</Trans>
            </span>
          </>
        )}
      </p>
      <div className="inline-form">
        <label htmlFor={inputId}>
          <Trans>Amount to spend (KD)</Trans>
        </label>
        <input id={inputId} inputMode="decimal" dir="ltr" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} />
        <button type="button" className="btn btn-outline" onClick={spend}>
          <Trans>Spend</Trans>
        </button>
        {spentFils > 0 && (
          <button type="button" className="btn btn-ghost" onClick={() => onSpend(0)}>
            <Trans>Don't use the wallet</Trans>
          </button>
        )}
      </div>
      {error && (
        <p id={`${inputId}-error`} className="error-text" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
