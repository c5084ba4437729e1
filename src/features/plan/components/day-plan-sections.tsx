// The opened day's plan sections, from the plan's calendar (so they work offline even before the
// day's dishes are on the device): where it is delivered, with a way to send an upcoming day to
// another saved address; and freezing it (with the upcoming days right after it, as many as the
// customer chooses) or resuming a frozen day before its cutoff, the rules and the new end date shown
// before confirming. Props in, the change out.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { Plan } from "../api.ts";
import { freezeRun, previewChange, type CalendarDay, type PendingChange } from "../plan-rules.ts";
import { ChangePanel } from "./change-panel.tsx";
import { DayAddressForm, type AddressChoice } from "./day-address-form.tsx";

type DeliveryProps = {
  day: CalendarDay;
  place: string;
  choices: AddressChoice[];
  onConfirm: (addressId: number) => void;
};

export function DayDelivery({ day, place, choices, onConfirm }: DeliveryProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const changeable = day.state === "upcoming" && choices.length > 1;
  return (
    <section className="day-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="plan-dialog-sub">
        <Trans>Address</Trans>
      </h3>
      <p className="day-place">{place}</p>
      {open ? (
        <DayAddressForm choices={choices} current={day.addressId} onConfirm={onConfirm} onClose={() => setOpen(false)} />
      ) : (
        changeable && (
          <button type="button" className="btn btn-outline day-action" onClick={() => setOpen(true)}>
            <Trans>Change this day's address</Trans>
          </button>
        )
      )}
    </section>
  );
}

type FreezeProps = {
  plan: Plan;
  day: CalendarDay;
  days: readonly CalendarDay[];
  pending: readonly PendingChange[];
  /** A frozen day can be resumed until its cutoff. */
  resumable: boolean;
  formatDate: (iso: string) => string;
  onConfirm: (kind: "freeze" | "unfreeze", dates: string[]) => void;
};

export function DayFreeze({ plan, day, days, pending, resumable, formatDate, onConfirm }: FreezeProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const run = freezeRun(days, day.date, plan.frozenDaysLeft);
  const [count, setCount] = useState(1);
  const kind = day.state === "frozen" ? "unfreeze" : "freeze";
  const dates = kind === "freeze" ? run.slice(0, count) : [day.date];
  const title = kind === "freeze" ? t`Freeze` : t`Resume`;
  if (day.state === "pending") {
    return (
      <p className="day-pending">
        <Trans>A change to this day is waiting to be sent.</Trans>
      </p>
    );
  }
  if (day.state !== "upcoming" && !(day.state === "frozen" && resumable)) {
    return day.state === "locked" ? (
      <p className="plan-note">
        <Trans>This day is past its cutoff: it can no longer be frozen or sent to another address.</Trans>
      </p>
    ) : null;
  }
  return (
    <section className="day-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="plan-dialog-sub">
        {title}
      </h3>
      <p className="plan-note">
        {kind === "freeze" ? (
          <Trans>Away that day? Freeze it: nothing is delivered, and your plan ends one delivery day later.</Trans>
        ) : (
          <Trans>Resume this day to have it delivered again; your plan then ends one delivery day sooner.</Trans>
        )}
      </p>
      {kind === "freeze" && run.length > 1 && (
        <div className="day-freeze-count">
          <label htmlFor={`${id}-count`}>
            <Trans>Delivery days to freeze, from this one</Trans>
          </label>
          <select id={`${id}-count`} value={count} onChange={(e) => setCount(Number(e.target.value))}>
            {run.map((_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
      )}
      {open ? (
        <ChangePanel
          kind={kind}
          plan={plan}
          dates={dates}
          preview={previewChange(plan, kind, dates, pending)}
          formatDate={formatDate}
          onConfirm={() => onConfirm(kind, dates)}
          onClose={() => setOpen(false)}
        />
      ) : (
        <button type="button" className="btn btn-outline day-action" onClick={() => setOpen(true)}>
          {kind === "unfreeze" ? t`Resume this day` : count === 1 ? t`Freeze this day` : t`Freeze ${count} days from this one`}
        </button>
      )}
    </section>
  );
}
