// Where one upcoming day is delivered: the plan's address or another saved one.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Dialog } from "../../../ui/dialog.tsx";

export type AddressChoice = { id: number; label: string };

type Props = {
  date: string;
  formatDate: (iso: string) => string;
  choices: AddressChoice[];
  current: number;
  onConfirm: (addressId: number) => void;
  onClose: () => void;
};

export function DayAddressDialog({ date, formatDate, choices, current, onConfirm, onClose }: Props) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState(current);
  const day = formatDate(date);
  return (
    <Dialog title={t`Address for ${day}`} onClose={onClose} initialFocus="input:checked">
      <form
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
    </Dialog>
  );
}
