// The start-date calendar (react-day-picker), its own lazy chunk: loaded only when the start-date
// section opens, so /package's first page stays light. Localised (Arabic, right to left, Latin
// digits), first day today + 4, last today + 365, Fridays disabled; the week starts on Saturday.
import { useLingui } from "@lingui/react";
import { DayPicker } from "react-day-picker";
import { arSA, enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import "./start-date-calendar.css";
import { Trans } from "@lingui/react/macro";
import { FRIDAY, isoToLocalDate, localDateToIso, startWindow } from "../../../../rules/order-dates.ts";

type Props = {
  today: string;
  value: string | undefined;
  onChange: (iso: string) => void;
};

export default function StartDateCalendar({ today, value, onChange }: Props) {
  const { i18n } = useLingui();
  const arabic = i18n.locale === "ar";
  const { first, last } = startWindow(today);
  const firstDay = isoToLocalDate(first);
  const lastDay = isoToLocalDate(last);
  const selected = value ? isoToLocalDate(value) : undefined;
  return (
    <>
      <DayPicker
        className="start-calendar"
        mode="single"
        selected={selected}
        onSelect={(day) => day && onChange(localDateToIso(day))}
        disabled={[{ before: firstDay }, { after: lastDay }, { dayOfWeek: [FRIDAY] }]}
        startMonth={firstDay}
        endMonth={lastDay}
        defaultMonth={selected ?? firstDay}
        locale={arabic ? arSA : enGB}
        dir={arabic ? "rtl" : "ltr"}
        numerals="latn"
        weekStartsOn={6}
      />
      <ul className="start-calendar-legend">
        <li>
          <span className="swatch open" aria-hidden="true" />
          <Trans>Open for a start</Trans>
        </li>
        <li>
          <span className="swatch chosen" aria-hidden="true" />
          <Trans>Your start date</Trans>
        </li>
        <li>
          <span className="swatch closed" aria-hidden="true" />
          <Trans>Closed (Fridays, and too soon to prepare)</Trans>
        </li>
      </ul>
    </>
  );
}
