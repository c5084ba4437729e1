// The coupon box: a code and Apply. Percentage coupons; the line says 'No discount code applied', the
// discount, or that the code is wrong or expired. Needs the network (it says so offline).
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { toast } from "../../../ui/toast.tsx";

type Props = {
  applied: { code: string; percent: number } | undefined;
  onApply: (code: string) => Promise<"ok" | "wrong" | "offline">;
  onRemove: () => void;
};

export function CouponBox({ applied, onApply, onRemove }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const [code, setCode] = useState(applied?.code ?? "");
  const [state, setState] = useState<"idle" | "busy" | "wrong" | "offline">("idle");
  const percent = applied?.percent;

  async function apply() {
    if (code.trim() === "" || state === "busy") return;
    setState("busy");
    const result = await onApply(code);
    if (result === "ok") {
      setState("idle");
      return;
    }
    setState(result);
    if (result === "wrong") toast.error(t`This coupon code is wrong or has expired`);
  }

  return (
    <section className="checkout-card" aria-labelledby="coupon-title">
      <h2 id="coupon-title">
        <Trans>Coupon</Trans>
      </h2>
      <div className="inline-form">
        <label htmlFor={inputId}>
          <Trans>Coupon code</Trans>
        </label>
        <input id={inputId} dir="ltr" autoCapitalize="characters" value={code} onChange={(e) => setCode(e.target.value)} onKeyDown={(e) => e.key === "Enter" && void apply()} />
        <button type="button" className="btn btn-outline" onClick={() => void apply()} disabled={state === "busy"} aria-label={t`Apply coupon`}>
          ✓ <Trans>Apply</Trans>
        </button>
        {applied && (
          <button type="button" className="btn btn-ghost" onClick={onRemove}>
            <Trans>Remove coupon</Trans>
          </button>
        )}
      </div>
      <p className={state === "wrong" || state === "offline" ? "error-text" : "coupon-line"} role="status">
        {state === "wrong" ? (
          <Trans>This coupon code is wrong or has expired</Trans>
        ) : state === "offline" ? (
          <Trans>Coupons need a connection. Your code is kept; try again when you are online.</Trans>
        ) : applied ? (
          <Trans>Congrats! You Will get {percent}% Discount</Trans>
        ) : (
          <Trans>No discount code applied</Trans>
        )}
      </p>
    </section>
  );
}
