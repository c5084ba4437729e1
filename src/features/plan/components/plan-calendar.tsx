// The plan's delivery days on react-day-picker (the order builder's calendar, in its colours): each
// day delivered, upcoming, locked (past its cutoff), frozen or pending (a change waiting to be sent),
// shown by more than colour (a mark and a legend) and named with its state for screen readers.
// Upcoming days and frozen days before their cutoff can be chosen; the others are not buttons one
// can press. Props in, the chosen days out.
import { useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { DayPicker } from "react-day-picker";
import { arSA, enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { formatDay, isoToLocalDate, localDateToIso } from "../../../../rules/order-dates.ts";
import type { DayState } from "../api.ts";
import type { CalendarDay } from "../plan-rules.ts";

type Props = {
  days: CalendarDay[];
  selectable: ReadonlySet<string>;
  selected: readonly string[];
  onSelect: (dates: string[]) => void;
  today: string;
};

export function usePlanStateNames(): Record<DayState, string> {
  const { t } = useLingui();
  return {
    delivered: t`Delivered`,
    upcoming: t`Upcoming`,
    locked: t`Locked (past its cutoff)`,
    frozen: t`Frozen`,
    pending: t`Pending (waiting to be sent)`,
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

export function PlanCalendar({ days, selectable, selected, onSelect, today }: Props) {
  const { t, i18n } = useLingui();
  const arabic = i18n.locale === "ar";
  const names = usePlanStateNames();
  const byDate = new Map(days.map((d) => [d.date, d]));
  const first = days[0]?.date ?? today;
  const last = days.at(-1)?.date ?? today;
  const of = (state: DayState) => days.filter((d) => d.state === state).map((d) => isoToLocalDate(d.date));
  const month = isoToLocalDate(today >= first && today <= last ? today : first);
  const wide = useWide();
  return (
    <>
      <DayPicker
        className="plan-calendar"
        mode="multiple"
        selected={selected.map(isoToLocalDate)}
        onSelect={(picked) => onSelect((picked ?? []).map(localDateToIso).filter((d) => selectable.has(d)))}
        disabled={(date) => !selectable.has(localDateToIso(date))}
        modifiers={{ delivered: of("delivered"), upcoming: of("upcoming"), locked: of("locked"), frozen: of("frozen"), pending: of("pending"), planDay: days.map((d) => isoToLocalDate(d.date)) }}
        modifiersClassNames={{ delivered: "day-delivered", upcoming: "day-upcoming", locked: "day-locked", frozen: "day-frozen", pending: "day-pending", planDay: "day-plan" }}
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
          labelDayButton: (date, modifiers) => {
            const iso = localDateToIso(date);
            const day = byDate.get(iso);
            const name = formatDay(iso, arabic ? "ar" : "en");
            if (!day) return `${name}, ${t`no delivery`}`;
            const state = names[day.state];
            return modifiers.selected ? `${name}, ${state}, ${t`selected`}` : `${name}, ${state}`;
          },
        }}
      />
      <ul className="plan-legend">
        {(["upcoming", "frozen", "pending", "locked", "delivered"] as const).map((state) => (
          <li key={state}>
            <span className={`plan-swatch day-${state}`} aria-hidden="true" />
            {names[state]}
          </li>
        ))}
      </ul>
    </>
  );
}
