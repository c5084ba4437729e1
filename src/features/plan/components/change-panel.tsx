// Freeze or resume days, inside the opened day: the rules first (the cutoff, the freeze limit, the
// 90-day span), the days, and the end date the change gives, shown before the customer confirms.
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { Plan } from "../api.ts";
import type { ChangePreview } from "../plan-rules.ts";

type Props = {
  kind: "freeze" | "unfreeze";
  plan: Plan;
  dates: readonly string[];
  preview: ChangePreview;
  formatDate: (iso: string) => string;
  onConfirm: () => void;
  onClose: () => void;
};

export function ChangePanel({ kind, plan, dates, preview, formatDate, onConfirm, onClose }: Props) {
  const limit = plan.freezeLimit;
  const total = plan.deliveryDays;
  const latest = formatDate(plan.lastAllowedEndDate);
  const frozenAfter = preview.frozenAfter;
  const newEnd = formatDate(preview.end);
  const currentEnd = formatDate(plan.endDate);
  const ref = useRef<HTMLDivElement>(null);
  // Opened from its button (now gone): the focus goes to the rules, read first.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="plan-dialog plan-change" role="group" aria-labelledby="plan-change-rules">
      <h4 className="plan-dialog-sub" id="plan-change-rules">
        <Trans>The rules</Trans>
      </h4>
      <ul className="plan-rules">
        <li>
          <Trans>A day can be changed until 23:59 Kuwait time two days before it.</Trans>
        </li>
        <li>
          <Trans>
            You can freeze at most <bdi>{limit}</bdi> of your <bdi>{total}</bdi> delivery days (40%).
          </Trans>
        </li>
        <li>
          <Trans>Each frozen day moves your end date one delivery day later (Fridays are skipped).</Trans>
        </li>
        <li>
          <Trans>Your last delivery must be no later than {latest} (90 days after your start).</Trans>
        </li>
      </ul>
      <h4 className="plan-dialog-sub">{kind === "freeze" ? <Trans>Days to freeze</Trans> : <Trans>Days to resume</Trans>}</h4>
      <ul className="plan-dialog-days">
        {[...dates].sort().map((d) => (
          <li key={d}>{formatDate(d)}</li>
        ))}
      </ul>
      <p className="plan-new-end" role="status">
        <Trans>
          New end date: <strong>{newEnd}</strong> (now {currentEnd})
        </Trans>
      </p>
      {kind === "freeze" && (
        <p>
          <Trans>
            Frozen days after this change: <bdi>{frozenAfter}</bdi> of <bdi>{limit}</bdi>
          </Trans>
        </p>
      )}
      {!preview.ok && preview.problem === "freeze_limit" && (
        <p className="plan-problem" role="alert">
          <Trans>That is more frozen days than your plan allows. Choose fewer days.</Trans>
        </p>
      )}
      {!preview.ok && preview.problem === "beyond_90_days" && (
        <p className="plan-problem" role="alert">
          <Trans>Your last delivery would be more than 90 days after your start. Choose fewer days.</Trans>
        </p>
      )}
      <div className="plan-dialog-actions">
        <button type="button" className="btn btn-primary" disabled={!preview.ok} onClick={onConfirm}>
          {kind === "freeze" ? <Trans>Confirm freeze</Trans> : <Trans>Confirm resume</Trans>}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
