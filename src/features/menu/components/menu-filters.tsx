// The Filter panel's three controls (dish name, day, protein), each with its own Clear. Controls
// in, changes out: the page owns the filter and decides what it matches. Mounted while open, under
// the menu's sticky bar (its toggle: filter-toggle.tsx); opened from further down the list, it is
// scrolled into view (under the bar: menu.css's scroll margin). The menu loads it after its first
// page (menu-body.tsx).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, type ReactNode } from "react";
import type { MealFilter, ProteinOption } from "../filter-meals.ts";
import { MENU_DAYS, weekdayName } from "../week-days.ts";

type Props = {
  panelId: string;
  filter: MealFilter;
  proteins: ProteinOption[];
  onQuery: (query: string) => void;
  onDay: (day: number | null) => void;
  onProtein: (protein: ProteinOption | null) => void;
};

function ClearButton({ label, disabled, onClear }: { label: string; disabled: boolean; onClear: () => void }) {
  return (
    <button type="button" className="btn btn-ghost filter-clear" aria-label={label} disabled={disabled} onClick={onClear}>
      <Trans>Clear</Trans>
    </button>
  );
}

function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <div className="filter-row">{children}</div>
    </div>
  );
}

export function MenuFilters({ panelId, filter, proteins, onQuery, onDay, onProtein }: Props) {
  const { t, i18n } = useLingui();
  const ids = { search: useId(), day: useId(), protein: useId() };
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const dayRef = useRef<HTMLSelectElement>(null);
  const proteinRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // The scroll margin is where the stuck header and bar end: a panel above it is out of sight.
    // The header's height is the one measured for the bar (use-sticky-top.ts).
    const top = document.querySelector<HTMLElement>(".menu-bar")?.style.getPropertyValue("--menu-top");
    if (top) panel.style.setProperty("--menu-top", top);
    const margin = parseFloat(getComputedStyle(panel).scrollMarginBlockStart);
    if (panel.getBoundingClientRect().top < margin) panel.scrollIntoView({ block: "start" });
  }, []);
  return (
    <>
      <div ref={panelRef} id={panelId} className="menu-filters" role="group" aria-label={t`Filters`}>
        <Field id={ids.search} label={<Trans>Search by dish name</Trans>}>
          <input
            ref={searchRef}
            id={ids.search}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            value={filter.query}
            onChange={(e) => onQuery(e.target.value)}
          />
          <ClearButton label={t`Clear search`} disabled={filter.query === ""} onClear={() => {
              onQuery("");
              searchRef.current?.focus();
            }} />
        </Field>
        <Field id={ids.day} label={<Trans>Day</Trans>}>
          <select ref={dayRef} id={ids.day} value={filter.day ?? ""} onChange={(e) => onDay(e.target.value === "" ? null : Number(e.target.value))}>
            <option value="">{t`Any day`}</option>
            {MENU_DAYS.map((d) => (
              <option key={d} value={d}>
                {weekdayName(d, i18n.locale)}
              </option>
            ))}
          </select>
          <ClearButton label={t`Clear day`} disabled={filter.day === null} onClear={() => {
              onDay(null);
              dayRef.current?.focus();
            }} />
        </Field>
        <Field id={ids.protein} label={<Trans>Protein</Trans>}>
          <select
            ref={proteinRef}
            id={ids.protein}
            value={filter.proteinTagId ?? ""}
            onChange={(e) => onProtein(proteins.find((p) => String(p.id) === e.target.value) ?? null)}
          >
            <option value="">{t`Any protein`}</option>
            {proteins.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          <ClearButton label={t`Clear protein`} disabled={filter.proteinTagId === null} onClear={() => {
              onProtein(null);
              proteinRef.current?.focus();
            }} />
        </Field>
      </div>
    </>
  );
}
