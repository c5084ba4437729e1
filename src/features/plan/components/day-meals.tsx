// The opened day's dishes. An upcoming day: its slots grouped by type (meals, snacks, soups, as the
// plan's counts), each dish with its picture and a way to choose another from the day's menu, the
// day's totals beside the daily target, and "Save my picks" in a bar pinned to the bottom of the
// screen. A locked day: what will arrive, read only. A delivered day: what arrived, each dish with
// its rating form. Props in, callbacks out.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { Avoidance } from "../../../profile/avoidance.ts";
import type { Picks, SlotType } from "../picks-api.ts";
import { choicesFor, dayTotals, isComplete, picksOf, samePicks, slotCounts, SLOT_TYPES, type DayView, type Dish } from "../picks-rules.ts";
import { DayTotalsBox } from "./day-totals.tsx";
import { DishCard, dishPicture } from "./dish-card.tsx";
import { DishChooser } from "./dish-chooser.tsx";
import { StarRating } from "./star-rating.tsx";

type Props = {
  view: DayView;
  dishes: ReadonlyMap<number, Dish>;
  avoid: Avoidance | undefined;
  target: number | undefined;
  formatTime: (iso: string) => string;
  onSavePicks: (picks: Picks) => void;
  onRate: (mealId: number, stars: number, comment: string) => void;
  /** Whether a slot's choices fill the day now (the day's other sections step aside). */
  onChoosing: (choosing: boolean) => void;
};

export function useSlotNames(): { group: Record<SlotType, string>; one: (type: SlotType, n: number) => string } {
  const { t } = useLingui();
  return {
    group: { meal: t`Meals`, snack: t`Snacks`, soup: t`Soups` },
    one: (type, n) => (type === "meal" ? t`Meal ${n}` : type === "snack" ? t`Snack ${n}` : t`Soup ${n}`),
  };
}

export function DayMeals({ view, dishes, avoid, target, formatTime, onSavePicks, onRate, onChoosing }: Props) {
  const { t } = useLingui();
  const names = useSlotNames();
  const current = picksOf(view.slots);
  const [draft, setDraft] = useState<Picks>(current);
  const [choosing, setChoosingState] = useState<{ type: SlotType; slot: number }>();
  const [sent, setSent] = useState(false);
  const back = useRef<string | undefined>(undefined);
  const bodyRef = useRef<HTMLDivElement>(null);
  const editable = view.status === "upcoming" && view.changeable;
  const counts = slotCounts(view.slots);
  const totals = dayTotals(view, editable ? draft : current, dishes);
  const changed = !samePicks(draft, current);
  const cutoff = formatTime(view.cutoffAt);
  const setChoosing = (next: { type: SlotType; slot: number } | undefined) => {
    setChoosingState(next);
    onChoosing(next !== undefined);
  };

  // Back from choosing a dish: the focus returns to the slot's button.
  useEffect(() => {
    if (choosing || !back.current) return;
    bodyRef.current?.querySelector<HTMLElement>(`[data-slot="${back.current}"]`)?.focus();
    back.current = undefined;
  }, [choosing]);

  if (choosing && editable) {
    const choices = choicesFor([...dishes.values()], choosing.type, view.date);
    const chosenId = draft[choosing.type][choosing.slot - 1];
    return (
      <DishChooser
        title={t`Choose ${names.one(choosing.type, choosing.slot)}`}
        choices={choices}
        chosenId={chosenId}
        avoid={avoid}
        onChoose={(id) =>
          setDraft((d) => {
            const list = [...d[choosing.type]];
            list[choosing.slot - 1] = id;
            return { ...d, [choosing.type]: list };
          })
        }
        onDone={() => {
          back.current = `${choosing.type}:${choosing.slot}`;
          setChoosing(undefined);
        }}
      />
    );
  }

  return (
    <section className="day-meals day-section" ref={bodyRef} aria-labelledby="day-dishes-title">
      <h3 id="day-dishes-title" className="plan-dialog-sub">
        <Trans context="an opened day's section">Dishes</Trans>
      </h3>
      <p className="plan-note">
        {view.status === "upcoming" && <Trans>You can change this day's dishes until {cutoff} (Kuwait time).</Trans>}
        {view.status === "locked" && <Trans>This day is past its cutoff: these dishes will arrive.</Trans>}
        {view.status === "delivered" && <Trans>Delivered. Tell us how each dish was.</Trans>}
        {view.status === "frozen" && <Trans>This day is frozen: nothing will be delivered.</Trans>}
      </p>
      <p className={view.picksPending ? "day-pending" : "day-saved"} role="status">
        {view.picksPending ? (
          navigator.onLine ? (
            <Trans>Sending your picks…</Trans>
          ) : (
            <Trans>Your picks are saved on this device and will be sent when you are back online.</Trans>
          )
        ) : (
          sent && <Trans>Your picks are saved.</Trans>
        )}
      </p>
      {view.status !== "frozen" && <DayTotalsBox totals={totals} target={target} without={{ snacks: counts.snack === 0, soups: counts.soup === 0 }} />}
      {SLOT_TYPES.filter((type) => counts[type] > 0 && view.status !== "frozen").map((type) => (
        <section key={type} className="day-group" aria-label={names.group[type]}>
          <h4 className="plan-dialog-sub">
            {names.group[type]} <bdi>({counts[type]})</bdi>
          </h4>
          <ul className="day-slots">
            {view.slots
              .filter((s) => s.type === type)
              .map((s) => {
                const id = editable ? draft[type][s.slot - 1] : (s.mealId ?? undefined);
                const fromDraft = editable && id !== undefined && id !== s.mealId;
                const dish = id === undefined ? undefined : dishes.get(id);
                const slotName = names.one(type, s.slot);
                return (
                  <li key={`${type}:${s.slot}`} className="day-slot">
                    <span className="day-slot-name">{slotName}</span>
                    {id === undefined ? (
                      <p className="plan-note">
                        <Trans>No dish yet.</Trans>
                      </p>
                    ) : (
                      <DishCard
                        dish={{
                          id,
                          name: (fromDraft ? dish?.name : s.name) ?? dish?.name ?? "",
                          imageUrl: dishPicture(id, dish?.imageUrl),
                          kcal: fromDraft ? (dish?.kcal ?? null) : (s.calories ?? dish?.kcal ?? null),
                          protein: fromDraft ? dish?.protein : s.protein,
                          allergens: fromDraft ? dish?.allergens : s.allergens,
                          ingredients: fromDraft ? dish?.ingredients : s.ingredients,
                        }}
                        avoid={avoid}
                        avoidedByServer={!fromDraft && s.avoided}
                        chosenByKitchen={!fromDraft && s.chosenBy === "kitchen"}
                      />
                    )}
                    {view.status === "delivered" && id !== undefined && (
                      <StarRating
                        dishName={s.name ?? ""}
                        rating={s.rating}
                        pending={s.ratingPending}
                        onRate={(stars, comment) => onRate(id, stars, comment)}
                      />
                    )}
                    {editable && (
                      <button
                        type="button"
                        className="btn btn-outline day-slot-change"
                        data-slot={`${type}:${s.slot}`}
                        onClick={() => setChoosing({ type, slot: s.slot })}
                      >
                        {t`Change ${slotName}`}
                      </button>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
      {editable && (
        <div className="day-savebar">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!changed || !isComplete(draft, counts)}
            onClick={() => {
              setSent(true);
              onSavePicks(draft);
            }}
          >
            <Trans>Save my picks</Trans>
          </button>
          {changed && (
            <button type="button" className="btn btn-outline" onClick={() => setDraft(current)}>
              <Trans>Undo my changes</Trans>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
