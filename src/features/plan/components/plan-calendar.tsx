// The plan's one calendar of delivery days on react-day-picker (the order builder's calendar, in its
// colours; weeks start on Saturday): each day marked with what it is now (the customer's picks, the
// kitchen's choice, frozen, past its cutoff, delivered, or a change waiting to be sent), by more
// than colour (fill, line style, a mark) and named in a legend and for screen readers. A tap or
// Enter on a delivery day opens it; the arrow keys move between days (react-day-picker's grid).
// Days without a delivery are not buttons one can press. Props in, the opened day out.
import { useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { DayPicker } from "react-day-picker";
import { arSA, enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { formatDay, isoToLocalDate, localDateToIso } from "../../../../rules/order-dates.ts";
import type { DayMark } from "../plan-rules.ts";

type Props = {
  /** Each delivery day of the plan with its mark, in date order. */
  marks: ReadonlyMap<string, DayMark>;
  today: string;
  onOpen: (date: string) => void;
};

export const MARKS: readonly DayMark[] = ["picked", "kitchen", "pending", "frozen", "locked", "delivered"];

export function useMarkNames(): Record<DayMark, string> {
  const { t } = useLingui();
  return {
    picked: t`Your picks`,
    kitchen: t`Kitchen's choice`,
    pending: t`Pending (waiting to be sent)`,
    frozen: t`Frozen`,
    locked: t`Locked (past its cutoff)`,
    delivered: t`Delivered`,
  };
}

const WIDE = "(min-width: 1100px)";

/** Two months side by side where the screen is wide enough, one on a phone. */
function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(WIDE).matches,
    () => false,
  );
}

export function PlanCalendar({ marks, today, onOpen }: Props) {
  const { t, i18n } = useLingui();
  const arabic = i18n.locale === "ar";
  const names = useMarkNames();
  const dates = [...marks.keys()];
  const first = dates[0] ?? today;
  const last = dates.at(-1) ?? today;
  const of = (mark: DayMark) => dates.filter((d) => marks.get(d) === mark).map(isoToLocalDate);
  const month = isoToLocalDate(today >= first && today <= last ? today : first);
  const wide = useWide();
  return (
    <>
      <DayPicker
        className="plan-calendar"
        onDayClick={(date) => {
          const iso = localDateToIso(date);
          if (marks.has(iso)) onOpen(iso);
        }}
        disabled={(date) => !marks.has(localDateToIso(date))}
        modifiers={Object.fromEntries(MARKS.map((m) => [m, of(m)]))}
        modifiersClassNames={Object.fromEntries(MARKS.map((m) => [m, `day-${m}`]))}
        startMonth={isoToLocalDate(first)}
        endMonth={isoToLocalDate(last)}
        defaultMonth={month}
        numberOfMonths={wide ? 2 : 1}
        pagedNavigation
        locale={arabic ? arSA : enGB}
        dir={arabic ? "rtl" : "ltr"}
        numerals="latn"
        weekStartsOn={6}
        labels={{
          labelDayButton: (date) => {
            const iso = localDateToIso(date);
            const mark = marks.get(iso);
            const name = formatDay(iso, arabic ? "ar" : "en");
            return mark ? `${name}, ${names[mark]}` : `${name}, ${t`no delivery`}`;
          },
        }}
      />
      <ul className="plan-legend" aria-label={t`What the days show`}>
        {MARKS.map((mark) => (
          <li key={mark}>
            <span className={`plan-swatch day-${mark}`} aria-hidden="true" />
            {names[mark]}
          </li>
        ))}
      </ul>
    </>
  );
}
