// The weight log: a form for a day's weight (today by default; a second weight that day replaces
// the first) and the table of every weight, newest first, each editable and removable. The table is
// also the chart's text alternative.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { Weight } from "../api.ts";
import { shortDay } from "../health-rules.ts";

type Props = { weights: Weight[]; today: string; locale: "en" | "ar"; onSave: (w: Weight) => void; onDelete: (date: string) => void };

export function WeightLog({ weights, today, locale, onSave, onDelete }: Props) {
  const { t } = useLingui();
  const [date, setDate] = useState(today);
  const [kg, setKg] = useState("");
  const [error, setError] = useState<string>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = Number(kg.replace(",", "."));
    if (!date || date > today) return setError(t`Please choose a day up to today.`);
    if (kg.trim() === "" || !(value >= 20 && value <= 300)) return setError(t`Please enter your weight in kg, between 20 and 300.`);
    setError(undefined);
    onSave({ date, kg: Math.round(value * 10) / 10 });
    setKg("");
    setDate(today);
  }

  return (
    <>
      <form className="health-form health-weight-form" onSubmit={submit} noValidate>
        <label className="health-field">
          <Trans>Day</Trans>
          <input type="date" name="weight-date" value={date} max={today} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="health-field">
          <Trans>Weight (kg)</Trans>
          <input type="text" inputMode="decimal" name="weight" dir="ltr" value={kg} onChange={(e) => setKg(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary">
          <Trans>Log weight</Trans>
        </button>
        {error && (
          <p className="health-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {weights.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table scrolling sideways must take focus
        <div className="health-scroll" role="region" aria-labelledby="health-weights-caption" tabIndex={0}>
          <table className="health-table">
            <caption id="health-weights-caption">{t`Your weights`}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Day</Trans>
                </th>
                <th scope="col">
                  <Trans>Weight (kg)</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Change</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...weights].reverse().map((w) => (
                <tr key={w.date}>
                  <th scope="row">{shortDay(w.date, locale)}</th>
                  <td>
                    <bdi>{w.kg}</bdi>
                  </td>
                  <td className="health-row-actions">
                    <button type="button" className="btn btn-ghost" onClick={() => (setDate(w.date), setKg(String(w.kg)))}>
                      <Trans>Edit</Trans>
                      <span className="visually-hidden"> {shortDay(w.date, locale)}</span>
                    </button>
                    <button type="button" className="btn btn-ghost" onClick={() => onDelete(w.date)}>
                      <Trans>Remove</Trans>
                      <span className="visually-hidden"> {shortDay(w.date, locale)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
