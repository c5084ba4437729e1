// The payment method as two large cards to tap, each with the marks customers look for: KNET, and
// Visa or Mastercard. A real radio inside each card keeps the keyboard and the screen reader's
// "radio, 1 of 2"; its name is the method's ("Knet", "Visa/Master Card").
import { useLingui } from "@lingui/react/macro";
import { KnetMark, MastercardMark, VisaMark } from "./payment-marks.tsx";
import "./payment-choice.css";

export type PaymentType = "knet" | "visa";

export function PaymentChoice({ value, onChange }: { value: PaymentType | undefined; onChange: (value: PaymentType) => void }) {
  const { t } = useLingui();
  const cards = [
    { value: "knet", name: t`Knet`, note: t`Kuwaiti debit card`, marks: <KnetMark /> },
    {
      value: "visa",
      name: t`Visa/Master Card`,
      note: t`Credit card`,
      marks: (
        <>
          <VisaMark />
          <MastercardMark />
        </>
      ),
    },
  ] as const;
  return (
    <div className="pay-cards" role="radiogroup" aria-labelledby="method-title">
      {cards.map((card) => (
        <label key={card.value} className={value === card.value ? "pay-card chosen" : "pay-card"}>
          <input type="radio" name="payment-type" value={card.value} checked={value === card.value} aria-label={card.name} onChange={() => onChange(card.value)} />
          <span className="pay-card-marks">{card.marks}</span>
          <span className="pay-card-note">{card.note}</span>
        </label>
      ))}
    </div>
  );
}
