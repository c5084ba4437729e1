// Help's part for a signed-in customer: the report form for the day My plan's "Report a problem"
// named (`/help?purchase_id=…&date=…`), then the customer's reports and their threads. A report is
// kept on the device and sent by the outbox (store.ts), so it shows as waiting until the server has it.
import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { useSession } from "../../data/session.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import { fetchDayDishes } from "./api.ts";
import { ReportForm } from "./components/report-form.tsx";
import { ReportList } from "./components/report-list.tsx";
import { queueReport } from "./store.ts";
import { useSupport } from "./use-support.ts";

function useReportDay(): { purchaseId: number; date: string } | undefined {
  const params = new URLSearchParams(useSearch());
  const purchaseId = Number(params.get("purchase_id"));
  const date = params.get("date") ?? "";
  return Number.isSafeInteger(purchaseId) && purchaseId > 0 && /^\d{4}-\d\d-\d\d$/.test(date) ? { purchaseId, date } : undefined;
}

function DayReport({ userId, purchaseId, date }: { userId: number; purchaseId: number; date: string }) {
  const langId = useLangId();
  const [dishes, setDishes] = useState<{ id: number; name: string }[]>();
  const [queued, setQueued] = useState(false);
  useEffect(() => {
    let live = true;
    fetchDayDishes(purchaseId, date, langId).then(
      (d) => live && setDishes(d),
      () => live && setDishes([]),
    );
    return () => {
      live = false;
    };
  }, [purchaseId, date, langId]);
  return (
    <section className="report-day" aria-labelledby="report-title">
      <h2 id="report-title">
        <Trans>
          Report a problem with your delivery of <span className="ltr">{date}</span>
        </Trans>
      </h2>
      {queued ? (
        <p role="status">
          <Trans>Thank you: your report is kept on this device and sent to the kitchen as soon as you are online.</Trans>
        </p>
      ) : (
        <ReportForm
          dishes={dishes}
          onSend={async (r) => {
            await queueReport({ userId, purchaseId, date, kind: r.kind, mealIds: r.mealIds, comment: r.comment, photos: r.photos });
            setQueued(true);
          }}
        />
      )}
    </section>
  );
}

export function MyReports() {
  const session = useSession();
  const day = useReportDay();
  if (!session) return null;
  return <SignedIn userId={session.userId} day={day} />;
}

function SignedIn({ userId, day }: { userId: number; day: { purchaseId: number; date: string } | undefined }) {
  const { reports, drafts } = useSupport(userId);
  return (
    <>
      {day && <DayReport key={`${day.purchaseId}:${day.date}`} userId={userId} {...day} />}
      {(reports.length > 0 || drafts.length > 0) && (
        <section aria-labelledby="reports-title">
          <h2 id="reports-title">
            <Trans>Your reports</Trans>
          </h2>
          <ReportList userId={userId} reports={reports} drafts={drafts} />
        </section>
      )}
    </>
  );
}
