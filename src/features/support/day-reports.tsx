// The reports of one delivery day and their threads, for that day in My plan (composed there by
// src/app/routes.tsx, since a feature does not import another): what was reported, its state, the
// kitchen's answers and the outcome; waiting drafts too. Nothing when the day has none.
import { useLingui } from "@lingui/react/macro";
import { useSession } from "../../data/session.ts";
import { ReportList } from "./components/report-list.tsx";
import { useSupport } from "./use-support.ts";

export function DayReports({ purchaseId, date }: { purchaseId: number; date: string }) {
  const session = useSession();
  return session ? <OfDay userId={session.userId} purchaseId={purchaseId} date={date} /> : null;
}

function OfDay({ userId, purchaseId, date }: { userId: number; purchaseId: number; date: string }) {
  const { t } = useLingui();
  const { reports, drafts } = useSupport(userId);
  const ofDay = reports.filter((r) => r.purchase_id === purchaseId && r.date === date);
  const draftsOfDay = drafts.filter((d) => d.purchaseId === purchaseId && d.date === date);
  if (ofDay.length === 0 && draftsOfDay.length === 0) return null;
  return (
    <section className="day-reports" aria-label={t`Your reports on this day`}>
      <ReportList userId={userId} reports={ofDay} drafts={draftsOfDay} />
    </section>
  );
}
