// The plan's facts: package, counts, delivery window, method and address, start and end dates,
// days left and frozen days left. Numbers beside Arabic are isolated (<bdi>).
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Plan } from "../api.ts";

type Props = { plan: Plan; formatDate: (iso: string) => string; address: ReactNode; pendingEnd?: string | undefined };

export function PlanSummary({ plan, formatDate, address, pendingEnd }: Props) {
  const { meals, snacks, soups, frozenDaysLeft, freezeLimit } = plan;
  const endAfterPending = pendingEnd ? formatDate(pendingEnd) : "";
  const row = (label: ReactNode, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="plan-facts">
      {row(<Trans>Package</Trans>, plan.packageName)}
      {row(
        <Trans>Each day</Trans>,
        <Trans>
          Meals: <bdi>{meals}</bdi>, snacks: <bdi>{snacks}</bdi>, soups: <bdi>{soups}</bdi>
        </Trans>,
      )}
      {row(<Trans>Delivery days</Trans>, <bdi>{plan.deliveryDays}</bdi>)}
      {row(<Trans>Delivery window</Trans>, plan.deliveryTime)}
      {row(<Trans>Delivery method</Trans>, plan.deliveryMethod)}
      {row(<Trans>Address</Trans>, address)}
      {row(<Trans>Start date</Trans>, formatDate(plan.startDate))}
      {row(
        <Trans>End date (last delivery)</Trans>,
        <>
          {formatDate(plan.endDate)}
          {pendingEnd && pendingEnd !== plan.endDate && (
            <span className="plan-pending-end">
              <Trans>After the changes waiting to be sent: {endAfterPending}</Trans>
            </span>
          )}
        </>,
      )}
      {row(<Trans>Days left</Trans>, <bdi>{plan.daysLeft}</bdi>)}
      {row(
        <Trans>Frozen days left</Trans>,
        <Trans>
          <bdi>{frozenDaysLeft}</bdi> of <bdi>{freezeLimit}</bdi>
        </Trans>,
      )}
    </dl>
  );
}
