// The customer's reports: those waiting on the device to be sent (or refused), then the server's,
// each with its state, its thread (the customer's words, the kitchen's answers) and its outcome.
import { Trans, useLingui } from "@lingui/react/macro";
import type { SupportReport } from "../api.ts";
import type { ReportDraft } from "../store.ts";
import { usePhotoUrl } from "../use-support.ts";
import { KIND_LABELS, STATE_LABELS } from "./labels.ts";

function Photo({ userId, photoId }: { userId: number; photoId: string }) {
  const { t } = useLingui();
  const url = usePhotoUrl(userId, photoId);
  return url ? <img className="report-photo" src={url} alt={t`Sent with your report`} width={96} height={96} /> : null;
}

function Outcome({ report }: { report: SupportReport }) {
  if (report.outcome === "credit") {
    const amount = report.credit ?? "";
    return (
      <p className="report-outcome">
        <Trans>
          <span className="ltr">{amount}</span> KD was added to your wallet.
        </Trans>
      </p>
    );
  }
  if (report.outcome === "replacement") {
    const day = report.replacement_date ?? "";
    return (
      <p className="report-outcome">
        <Trans>
          A replacement dish comes with your delivery of <span className="ltr">{day}</span>.
        </Trans>
      </p>
    );
  }
  if (report.outcome === "none") {
    return (
      <p className="report-outcome">
        <Trans>No compensation: see the kitchen's answer.</Trans>
      </p>
    );
  }
  return null;
}

export function ReportList({ userId, reports, drafts }: { userId: number; reports: SupportReport[]; drafts: ReportDraft[] }) {
  const { i18n } = useLingui();
  if (reports.length === 0 && drafts.length === 0) return null;
  return (
    <ul className="report-list">
      {drafts.map((d) => (
        <li key={d.idempotencyKey} className="report-item" data-state={d.refused ? "refused" : "waiting"}>
          <p className="report-head">
            <span className="ltr">{d.date}</span> · {i18n._(KIND_LABELS[d.kind])}
          </p>
          <p className="report-state" role="status">
            {d.refused ? <Trans>Not sent: the report was refused ({d.refused}).</Trans> : <Trans>Waiting to be sent</Trans>}
          </p>
          {d.comment && <p className="report-message">{d.comment}</p>}
        </li>
      ))}
      {reports.map((r) => (
        <li key={r.report_id} className="report-item" data-state={r.state}>
          <p className="report-head">
            <span className="ltr">{r.date}</span> · {i18n._(KIND_LABELS[r.kind])}
          </p>
          <p className="report-state">{i18n._(STATE_LABELS[r.state])}</p>
          <ol className="report-thread">
            {r.messages.map((m, i) => (
              <li key={i} className={`report-message from-${m.author}`}>
                <span className="report-author">{m.author === "kitchen" ? <Trans>Kitchen</Trans> : <Trans>You</Trans>}</span> {m.body}
              </li>
            ))}
          </ol>
          {r.photos.length > 0 && (
            <div className="report-photos">
              {r.photos.map((p) => (
                <Photo key={p.photo_id} userId={userId} photoId={p.photo_id} />
              ))}
            </div>
          )}
          <Outcome report={r} />
        </li>
      ))}
    </ul>
  );
}
