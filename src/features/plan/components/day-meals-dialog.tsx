// A delivery day's meals in a dialog. An upcoming day: its slots grouped by type (meals, snacks,
// soups, as the plan's counts), each with its dish and a way to choose another from the day's menu;
// the day's totals beside the calculator's target; "Save my picks". A locked day: what will arrive,
// read only. A delivered day: what arrived, each dish with its rating form. Props in, callbacks out.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { addDays, kuwaitToday } from "../../../../rules/order-dates.ts";
import { Dialog } from "../../../ui/dialog.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import type { Avoidance } from "../../../profile/avoidance.ts";
import type { Picks, SlotType } from "../picks-api.ts";
import { choicesFor, dayTotals, isComplete, picksOf, samePicks, slotCounts, SLOT_TYPES, type DayView, type Dish } from "../picks-rules.ts";
import { DayTotalsBox } from "./day-totals.tsx";
import { DishCard, dishPicture } from "./dish-card.tsx";
import { DishChooser } from "./dish-chooser.tsx";
import { StarRating } from "./star-rating.tsx";
import { DayReportsSlot } from "../day-reports-slot.tsx";

type Props = {
  date: string;
  view: DayView | undefined;
  loadStatus: string;
  dishes: ReadonlyMap<number, Dish>;
  avoid: Avoidance | undefined;
  target: number | undefined;
  formatDate: (iso: string) => string;
  formatTime: (iso: string) => string;
  onSavePicks: (picks: Picks) => void;
  onRate: (mealId: number, stars: number, comment: string) => void;
  onClose: () => void;
  /** The device could not keep the last change (storage full or blocked). */
  failed: boolean;
};

export function useSlotNames(): { group: Record<SlotType, string>; one: (type: SlotType, n: number) => string } {
  const { t } = useLingui();
  return {
    group: { meal: t`Meals`, snack: t`Snacks`, soup: t`Soups` },
    one: (type, n) => (type === "meal" ? t`Meal ${n}` : type === "snack" ? t`Snack ${n}` : t`Soup ${n}`),
  };
}

export function DayMealsDialog(props: Props) {
  const { date, view, loadStatus, dishes, avoid, target, formatDate, formatTime, onSavePicks, onRate, onClose, failed } = props;
  const { t } = useLingui();
  const day = formatDate(date);
  return (
    <Dialog title={t`Meals of ${day}`} onClose={onClose}>
      {failed && (
        <p role="alert" className="plan-problem">
          <Trans>This device could not save the change. Please try again.</Trans>
        </p>
      )}
      {!view ? (
        loadStatus === "offline" ? (
          <p role="status">
            <Trans>You are offline, and this day has not been saved on this device yet. It will show when you are back online.</Trans>
          </p>
        ) : loadStatus === "error" ? (
          <p role="alert">
            <Trans>We could not load this right now. Please try again in a moment.</Trans>
          </p>
        ) : (
          <Spinner />
        )
      ) : (
        <DayBody
          key={`${view.date}:${view.status}`}
          view={view}
          dishes={dishes}
          avoid={avoid}
          target={target}
          formatTime={formatTime}
          onSavePicks={onSavePicks}
          onRate={onRate}
        />
      )}
    </Dialog>
  );
}

type BodyProps = Pick<Props, "dishes" | "avoid" | "target" | "formatTime" | "onSavePicks" | "onRate"> & { view: DayView };

function DayBody({ view, dishes, avoid, target, formatTime, onSavePicks, onRate }: BodyProps) {
  const { t } = useLingui();
  const names = useSlotNames();
  const current = picksOf(view.slots);
  const [draft, setDraft] = useState<Picks>(current);
  const [choosing, setChoosing] = useState<{ type: SlotType; slot: number }>();
  const [sent, setSent] = useState(false);
  const back = useRef<string | undefined>(undefined);
  const bodyRef = useRef<HTMLDivElement>(null);
  const editable = view.status === "upcoming" && view.changeable;
  const counts = slotCounts(view.slots);
  const totals = dayTotals(view, editable ? draft : current, dishes);
  const changed = !samePicks(draft, current);
  const cutoff = formatTime(view.cutoffAt);

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
    <div className="day-meals" ref={bodyRef}>
      <p className="plan-note">
        {view.status === "upcoming" && <Trans>You can change this day's dishes until {cutoff} (Kuwait time).</Trans>}
        {view.status === "locked" && <Trans>This day is past its cutoff: these dishes will arrive.</Trans>}
        {view.status === "delivered" && <Trans>Delivered. Tell us how each dish was.</Trans>}
        {view.status === "frozen" && <Trans>This day is frozen: nothing will be delivered.</Trans>}
      </p>
      {/* The day and the next two (server/README.md "Support"): the form is on Help, the day's threads here too. */}
      {view.status !== "frozen" && view.date <= kuwaitToday() && kuwaitToday() <= addDays(view.date, 2) && (
        <Link className="btn btn-outline day-report" href={`/help?purchase_id=${view.purchaseId}&date=${view.date}`}>
          <Trans>Report a problem</Trans>
        </Link>
      )}
      <DayReportsSlot purchaseId={view.purchaseId} date={view.date} />
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
      <DayTotalsBox totals={totals} target={target} />
      {SLOT_TYPES.filter((type) => counts[type] > 0).map((type) => (
        <section key={type} className="day-group" aria-label={names.group[type]}>
          <h3 className="plan-dialog-sub">
            {names.group[type]} <bdi>({counts[type]})</bdi>
          </h3>
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
        <div className="plan-dialog-actions">
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
    </div>
  );
}
