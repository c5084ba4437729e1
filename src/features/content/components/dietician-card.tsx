// One dietician: a drawn portrait, name, focus, years of experience and the 'Book an appointment' button.
import { Select, Trans, useLingui } from "@lingui/react/macro";
import { formatWhole } from "../../../../rules/number-format.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import { pluralForm } from "../../../lib/plural-form.ts";
import { Portrait } from "../../../ui/portrait.tsx";
import type { Dietician } from "../dieticians.ts";

export function DieticianCard({ dietician, onBook }: { dietician: Dietician; onBook: () => void }) {
  const { i18n } = useLingui();
  const name = i18n._(dietician.name);
  const yearForm = pluralForm(dietician.years, i18n.locale);
  const yearCount = formatWhole(dietician.years, shownLocale(i18n));
  return (
    <article className="dietician-card" aria-labelledby={`dietician-${dietician.id}`}>
      <Portrait look={dietician.look} size={120} className="dietician-portrait" />
      <h3 id={`dietician-${dietician.id}`}>{name}</h3>
      <p className="dietician-focus">{i18n._(dietician.focus)}</p>
      <p className="dietician-years">
        <Select value={yearForm} _one={`${yearCount} year of experience`} other={`${yearCount} years of experience`} />
      </p>
      <button type="button" className="btn btn-primary" onClick={onBook} aria-haspopup="dialog">
        <Trans>Book an appointment</Trans>
        {" "}
        <span className="visually-hidden">{name}</span>
      </button>
    </article>
  );
}
