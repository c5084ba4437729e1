// "Report a problem" for a delivered day: what went wrong, which of the day's dishes, a comment and
// up to three photos from the camera or the gallery. Props in, the report out (the page queues it).
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { REPORT_KINDS, type ReportKind } from "../api.ts";
import { KIND_LABELS } from "./labels.ts";

export const MAX_PHOTOS = 3;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export type NewReport = { kind: ReportKind; mealIds: number[]; comment: string; photos: File[] };

export function ReportForm({ dishes, onSend }: { dishes: { id: number; name: string }[] | undefined; onSend: (report: NewReport) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<ReportKind>();
  const [mealIds, setMealIds] = useState<number[]>([]);
  const [comment, setComment] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!kind) return setProblem(t`Choose what went wrong.`);
    setBusy(true);
    try {
      await onSend({ kind, mealIds, comment: comment.trim(), photos });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="report-form" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset>
        <legend>
          <Trans>What went wrong?</Trans>
        </legend>
        {REPORT_KINDS.map((k) => (
          <label key={k} className="report-choice">
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => (setKind(k), setProblem(undefined))} />
            {i18n._(KIND_LABELS[k])}
          </label>
        ))}
      </fieldset>
      {dishes && dishes.length > 0 && (
        <fieldset>
          <legend>
            <Trans>Which dishes?</Trans>
          </legend>
          {dishes.map((d) => (
            <label key={d.id} className="report-choice">
              <input
                type="checkbox"
                checked={mealIds.includes(d.id)}
                onChange={(e) => setMealIds((ids) => (e.target.checked ? [...ids, d.id] : ids.filter((id) => id !== d.id)))}
              />
              {d.name}
            </label>
          ))}
        </fieldset>
      )}
      <label className="report-field">
        <Trans>Tell us more</Trans>
        <textarea value={comment} maxLength={2000} rows={3} onChange={(e) => setComment(e.target.value)} />
      </label>
      <label className="report-field">
        <Trans>Photos (up to three)</Trans>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            if (chosen.length > MAX_PHOTOS) setProblem(t`Choose at most three photos.`);
            else if (chosen.some((f) => f.size > MAX_PHOTO_BYTES)) setProblem(t`A photo may be at most 10 MB.`);
            else setProblem(undefined);
            setPhotos(chosen.slice(0, MAX_PHOTOS).filter((f) => f.size <= MAX_PHOTO_BYTES));
          }}
        />
      </label>
      {problem && (
        <p className="report-problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <Trans>Send the report</Trans>
      </button>
    </form>
  );
}
