// The dishes a slot can take that day, as a radio group (arrow keys move, Space chooses) of tiles,
// each with its picture at the tile's width, calories and any warning (one column on a phone, more
// on wider screens); "Done", pinned to the bottom of the screen, goes back to the day. Props in, the choice out.
import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { normaliseSearchText } from "../../../catalog/search-text.ts";
import type { Avoidance } from "../../../profile/avoidance.ts";
import { isAvoided } from "../../../../rules/dish-facts.ts";
import type { Dish } from "../picks-rules.ts";
import { DishCard } from "./dish-card.tsx";

type Props = {
  title: string;
  choices: Dish[];
  chosenId: number | undefined;
  avoid: Avoidance | undefined;
  onChoose: (id: number) => void;
  onDone: () => void;
};

export function DishChooser({ title, choices, chosenId, avoid, onChoose, onDone }: Props) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Opened from a slot's button (now gone): the focus goes to the chosen dish, or the first one.
  useEffect(() => {
    const root = ref.current;
    const target = ["input:checked", "input[type=radio]", "button"].map((q) => root?.querySelector<HTMLElement>(q)).find(Boolean);
    target?.focus();
  }, []);
  const [search, setSearch] = useState("");
  const avoided = choices.filter((d) => isAvoided(d, avoid)).length;
  const wanted = normaliseSearchText(search.trim());
  // The chosen dish stays in the list, so the group always says what is chosen.
  const shown = wanted ? choices.filter((d) => d.id === chosenId || normaliseSearchText(d.name).includes(wanted)) : choices;
  return (
    <div className="dish-chooser" ref={ref}>
      <button type="button" className="btn btn-outline dish-chooser-back" onClick={onDone}>
        <Trans>Back to the day</Trans>
      </button>
      {choices.length === 0 ? (
        <p role="status">
          <Trans>The menu of this day is not saved on this device yet. It will show when you are back online.</Trans>
        </p>
      ) : (
        <>
          <div className="dish-search">
            <label htmlFor={`${id}-search`}>
              <Trans>Search by dish name</Trans>
            </label>
            <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <fieldset className="dish-choices">
            <legend className="plan-dialog-sub">{title}</legend>
            {avoided > 0 && (
              <p className="plan-note">
                <Trans>Dishes with something you avoid are marked ⚠.</Trans>
              </p>
            )}
            {shown.map((d) => (
              <label key={d.id} className={d.id === chosenId ? "dish-choice chosen" : "dish-choice"}>
                <input type="radio" name={`${id}-dish`} value={d.id} checked={d.id === chosenId} onChange={() => onChoose(d.id)} />
                <DishCard dish={d} avoid={avoid} layout="tile" />
              </label>
            ))}
          </fieldset>
        </>
      )}
      <div className="day-savebar">
        <button type="button" className="btn btn-primary" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      </div>
    </div>
  );
}
