// The kitchen's queue of support reports (server/README.md "Support"): newest first, filtered by
// state, day and kind; each opens to its details, its answer and its outcome (support-report.tsx).
// It needs the network.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { toApiError } from "../../../lib/api-client.ts";
import { useLangId } from "../../../lib/use-lang-id.ts";
import { fetchQueue, type QueueFilter, type QueueReport } from "../support-api.ts";
import { SupportReport } from "./support-report.tsx";

const KINDS = {
  missing_dish: msg`A dish is missing`,
  wrong_dish: msg`A wrong dish came`,
  late_or_not_delivered: msg`Late or not delivered`,
  damaged_or_poor_quality: msg`Damaged or poor quality`,
  contains_avoided: msg`A dish has something I avoid`,
  other: msg`Something else`,
} as const;
const STATES = { sent: msg`Sent`, in_review: msg`Being looked at`, resolved: msg`Resolved` } as const;

export function SupportQueue() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<QueueFilter>({});
  const [reports, setReports] = useState<QueueReport[]>();
  const [failed, setFailed] = useState(false);
  const langId = useLangId();

  const load = useCallback(async () => {
    try {
      setReports(await fetchQueue(filter, langId));
      setFailed(false);
    } catch (err) {
      toApiError(err);
      setFailed(true);
    }
  }, [filter, langId]);
  useEffect(() => {
    void load();
  }, [load]);

  const set = (key: keyof QueueFilter) => (value: string) => setFilter((f) => ({ ...f, [key]: value || undefined }));
  // An answer's report has no customer, address or dish names: the queue's stay.
  const replace = (r: QueueReport) =>
    setReports((list) => list?.map((x) => (x.report_id === r.report_id ? { ...r, customer: x.customer, address: x.address, dishes: x.dishes } : x)));

  return (
    <section className="ops-support no-print" aria-labelledby="ops-support-title">
      <h2 id="ops-support-title">
        <Trans>Support reports</Trans>
      </h2>
      <div className="ops-filters">
        <label>
          <Trans>State</Trans>
          <select value={filter.state ?? ""} onChange={(e) => set("state")(e.target.value)}>
            <option value="">{t`All`}</option>
            {Object.entries(STATES).map(([k, m]) => (
              <option key={k} value={k}>
                {i18n._(m)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Kind</Trans>
          <select value={filter.kind ?? ""} onChange={(e) => set("kind")(e.target.value)}>
            <option value="">{t`All`}</option>
            {Object.entries(KINDS).map(([k, m]) => (
              <option key={k} value={k}>
                {i18n._(m)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Delivery day</Trans>
          <input type="date" value={filter.date ?? ""} onChange={(e) => set("date")(e.target.value)} />
        </label>
      </div>
      {failed && (
        <p className="ops-note" role="status">
          <Trans>The reports could not be loaded.</Trans>{" "}
          <button type="button" className="btn btn-outline" onClick={() => void load()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {reports?.length === 0 && (
        <p className="ops-empty">
          <Trans>No reports.</Trans>
        </p>
      )}
      <ul className="ops-support-list">
        {reports?.map((r) => (
          <li key={r.report_id}>
            <details>
              <summary>
                <bdi>#{r.report_id}</bdi> · <bdi>{r.date}</bdi> · {i18n._(KINDS[r.kind as keyof typeof KINDS] ?? KINDS.other)} ·{" "}
                {i18n._(STATES[r.state])} · {r.customer.name}
              </summary>
              <SupportReport report={r} onChanged={replace} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
