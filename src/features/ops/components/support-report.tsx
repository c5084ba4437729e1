// One report in the kitchen's queue: the customer, the day, what went wrong, the dishes named, the
// photos, the thread; an answer, and the outcome (a wallet credit, a replacement dish on a later day,
// or no compensation with a reason), each sent once by its key (a retry is the same answer).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { toApiError } from "../../../lib/api-client.ts";
import { answerReport, fetchReportPhoto, resolveReport, type QueueReport, type Resolution } from "../support-api.ts";

const newKey = () => crypto.randomUUID();

function Photo({ photoId }: { photoId: string }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    fetchReportPhoto(photoId).then(
      (b) => live && setUrl((made = URL.createObjectURL(b))),
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId]);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img className="report-photo" src={url} alt={t`Sent by the customer`} width={120} height={120} />
    </a>
  ) : null;
}

export function SupportReport({ report, onChanged }: { report: QueueReport; onChanged: (r: QueueReport) => void }) {
  const { t } = useLingui();
  const [message, setMessage] = useState("");
  const [answerKey, setAnswerKey] = useState(newKey);
  const [outcome, setOutcome] = useState<Resolution["outcome"]>("credit");
  const [amount, setAmount] = useState("");
  const [day, setDay] = useState("");
  const [meal, setMeal] = useState("");
  const [reason, setReason] = useState("");
  const [outcomeKey] = useState(newKey);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<QueueReport>) {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await call());
      return true;
    } catch (err) {
      const e = toApiError(err);
      const known: Record<string, string> = {
        credit_exceeds_day_value: t`A credit is at most the day's value.`,
        replacement_day_unavailable: t`Choose an upcoming day of this customer's plan.`,
        already_resolved: t`This report already has its outcome.`,
      };
      setError(e.isNetwork ? t`This needs the network. Connect and try again.` : (known[e.code] ?? t`The kitchen's answer was refused. Check the fields and try again.`));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const answer = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => answerReport(report.report_id, message.trim(), answerKey))) {
      setMessage("");
      setAnswerKey(newKey());
    }
  };
  const resolve = (e: FormEvent) => {
    e.preventDefault();
    const r: Resolution =
      outcome === "credit" ? { outcome, amount, reason } : outcome === "replacement" ? { outcome, replacementDate: day, mealId: meal, reason } : { outcome, reason };
    void run(() => resolveReport(report.report_id, r, outcomeKey));
  };

  return (
    <div className="support-report">
      <p>
        <strong>{report.customer.name}</strong> · <bdi>{report.customer.mobile}</bdi> · <bdi>{report.customer.email}</bdi>
      </p>
      <p>
        <Trans>
          Order <bdi>{report.purchase_id}</bdi>, delivery of <bdi>{report.date}</bdi>; dishes named: <bdi>{report.meal_ids.join(", ") || "—"}</bdi>
        </Trans>
      </p>
      {report.address && <p>{report.address}</p>}
      {report.dishes.length > 0 && (
        <ul>
          {report.dishes.map((d) => (
            <li key={d.meal_id}>
              <bdi>{d.meal_id}</bdi> {d.name}
            </li>
          ))}
        </ul>
      )}
      <ol className="report-thread">
        {report.messages.map((m, i) => (
          <li key={i} className={`report-message from-${m.author}`}>
            <span className="report-author">{m.author === "kitchen" ? <Trans>Kitchen</Trans> : <Trans>Customer</Trans>}</span> {m.body}
          </li>
        ))}
      </ol>
      <div className="report-photos">
        {report.photos.map((p) => (
          <Photo key={p.photo_id} photoId={p.photo_id} />
        ))}
      </div>
      {error && (
        <p className="report-problem" role="alert">
          {error}
        </p>
      )}
      <form className="ops-form" onSubmit={(e) => void answer(e)}>
        <label>
          <Trans>Answer</Trans>
          <textarea value={message} required maxLength={2000} rows={2} onChange={(e) => setMessage(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-outline" disabled={busy || message.trim() === ""}>
          <Trans>Send the answer</Trans>
        </button>
      </form>
      {report.state === "resolved" ? (
        <p className="report-outcome" role="status">
          <Trans>Resolved.</Trans> {report.outcome === "credit" && <bdi>{report.credit} KD</bdi>}
          {report.outcome === "replacement" && <bdi>{report.replacement_date}</bdi>}
        </p>
      ) : (
        <form className="ops-form" onSubmit={resolve}>
          <fieldset>
            <legend>
              <Trans>Outcome</Trans>
            </legend>
            <label>
              <input type="radio" name={`outcome-${report.report_id}`} checked={outcome === "credit"} onChange={() => setOutcome("credit")} />
              <Trans>Credit to the wallet</Trans>
            </label>
            <label>
              <input type="radio" name={`outcome-${report.report_id}`} checked={outcome === "replacement"} onChange={() => setOutcome("replacement")} />
              <Trans>Replacement dish on a later day</Trans>
            </label>
            <label>
              <input type="radio" name={`outcome-${report.report_id}`} checked={outcome === "none"} onChange={() => setOutcome("none")} />
              <Trans>No compensation</Trans>
            </label>
          </fieldset>
          {outcome === "credit" && (
            <label>
              <Trans>Amount (KD)</Trans>
              <input inputMode="decimal" value={amount} required onChange={(e) => setAmount(e.target.value)} />
            </label>
          )}
          {outcome === "replacement" && (
            <>
              <label>
                <Trans>Day</Trans>
                <input type="date" value={day} required onChange={(e) => setDay(e.target.value)} />
              </label>
              <label>
                <Trans>Dish number</Trans>
                <input inputMode="numeric" value={meal} required onChange={(e) => setMeal(e.target.value)} />
              </label>
            </>
          )}
          <label>
            <Trans>Message to the customer</Trans>
            <textarea value={reason} required={outcome === "none"} maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Trans>Resolve</Trans>
          </button>
        </form>
      )}
    </div>
  );
}
