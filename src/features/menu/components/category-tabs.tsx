// The four meal categories as ARIA tabs: one tab in the tab order, arrows move and select (mirrored
// in right-to-left), Home and End jump to the ends. The panel is rendered by the page.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useRef, type KeyboardEvent } from "react";
import { MEAL_TYPE } from "../../../../rules/meal-types.ts";

export const MEAL_CATEGORIES = [
  { id: MEAL_TYPE.breakfast, label: msg`Breakfast` },
  { id: MEAL_TYPE.main, label: msg`Main Meals` },
  { id: MEAL_TYPE.snack, label: msg`Snacks` },
  { id: MEAL_TYPE.soup, label: msg`Soups` },
] as const;

export const tabId = (mealTypeId: number) => `menu-tab-${mealTypeId}`;

type Props = { value: number; onChange: (mealTypeId: number) => void; panelId: string };

export function CategoryTabs({ value, onChange, panelId }: Props) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);

  function select(index: number) {
    const count = MEAL_CATEGORIES.length;
    const next = MEAL_CATEGORIES[(index + count) % count]!;
    onChange(next.id);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(next.id)}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const current = MEAL_CATEGORIES.findIndex((c) => c.id === value);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) select(current + 1);
    else if (event.key === backward) select(current - 1);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(MEAL_CATEGORIES.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div ref={listRef} role="tablist" aria-label={t`Meal categories`} className="menu-tabs">
      {MEAL_CATEGORIES.map((c) => {
        const selected = c.id === value;
        return (
          <button
            key={c.id}
            id={tabId(c.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="menu-tab"
            onClick={() => onChange(c.id)}
            onKeyDown={onKeyDown}
          >
            {t(c.label)}
          </button>
        );
      })}
    </div>
  );
}
