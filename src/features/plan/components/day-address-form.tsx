// Where one upcoming day is delivered, inside the opened day: the plan's address or another saved one.
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";

export type AddressChoice = { id: number; label: string };

type Props = {
  choices: AddressChoice[];
  current: number;
  onConfirm: (addressId: number) => void;
  onClose: () => void;
};

export function DayAddressForm({ choices, current, onConfirm, onClose }: Props) {
  const [chosen, setChosen] = useState(current);
  const ref = useRef<HTMLFormElement>(null);
  // Opened from its button (now gone): the focus goes to the address chosen now.
  useEffect(() => ref.current?.querySelector<HTMLElement>("input:checked")?.focus(), []);
  return (
    <form
      ref={ref}
      className="plan-dialog"
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm(chosen);
      }}
    >
      <fieldset className="plan-address-choices">
        <legend>
          <Trans>Deliver this day to</Trans>
        </legend>
        {choices.map((c) => (
          <label key={c.id} className={`plan-address-option${c.id === chosen ? " chosen" : ""}`}>
            <input type="radio" name="day-address" value={c.id} checked={c.id === chosen} onChange={() => setChosen(c.id)} />
            <span>{c.label}</span>
          </label>
        ))}
      </fieldset>
      <p className="plan-note">
        <Trans>A day can be changed until 23:59 Kuwait time two days before it.</Trans>
      </p>
      <div className="plan-dialog-actions">
        <button type="submit" className="btn btn-primary" disabled={chosen === current}>
          <Trans>Save address</Trans>
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
