// The dish cards of the current filters, a page of 24 at a time with 'Show more', so a long list
// never costs a render of every card at once, nor a keystroke of the search a layout of more cards
// than about four screens of a phone.
// Memoised: a keystroke that leaves the result unchanged does not render the list at all; one that
// changes it hides and shows cards already built where it can (below).
// The first render of a list shows a screenful; the rest of the page follows as a transition,
// which React renders in slices, so a slow phone never sits in one long task before the first paint
// (a page the server rendered has its first page of cards in the HTML already; it hydrates the
// first screenful with the page and the rest of the grid as a later slice, data/seed.tsx).
import { Trans } from "@lingui/react/macro";
import { memo, startTransition, useEffect, useMemo, useRef, useState, type ReactElement } from "react";
import type { CachedMeal } from "../../../catalog/store.ts";
import type { Avoidance } from "../../../profile/avoidance.ts";
import { HydrateLater, useMountedWithServerPage } from "../../../data/seed.tsx";
import { DishCard } from "./dish-card.tsx";

export const PAGE_SIZE = 24;
const EAGER_CARDS = 4;
const FIRST_PAINT_CARDS = 8;

type Props = {
  /** A new list (category, package, filters) starts again at one page; the same dishes refreshed
   *  from the network (new rows, same ids) keep the pages shown. */
  meals: CachedMeal[];
  onOpen: (meal: CachedMeal) => void;
  /** What the customer avoids, when the list shows those dishes with a warning. */
  avoid?: Avoidance | undefined;
  /** The category's dishes that `meals` were filtered from, in their order: the order of the cards
   *  kept while hidden. */
  all: readonly CachedMeal[];
};

const NONE: ReadonlySet<number> = new Set();

export const DishList = memo(function DishList({ meals, onOpen, avoid, all }: Props) {
  const ids = useMemo(() => meals.map((m) => m.id).join(), [meals]);
  const [shown, setShown] = useState({ ids, count: PAGE_SIZE });
  // A page the server painted has no first paint to hurry: it renders the whole page of cards,
  // and its hydration finds them all in the HTML instead of adding most of them afterwards.
  const fromServer = useMountedWithServerPage();
  const [firstPaintDone, setFirstPaintDone] = useState(fromServer);
  // The list the server rendered hydrates its first screenful with the page and the rest as a
  // later slice; any other list (another category, a filter) is one list, so its cards keep their
  // place while the customer types, and the server's list once left is one list too (coming back
  // to it, the box cleared, shows the cards kept instead of building them all again in slices).
  const [serverIds, setServerIds] = useState(() => (fromServer ? ids : null));
  if (serverIds !== null && serverIds !== ids) setServerIds(null);
  useEffect(() => {
    if (!firstPaintDone) startTransition(() => setFirstPaintDone(true));
  }, [firstPaintDone]);
  // "menu-cards": when the first dish cards of this page load reached the screen (the next frame
  // after they were committed), for the bench's offline time-to-cards.
  useEffect(() => {
    if (performance.getEntriesByName("menu-cards").length > 0) return;
    requestAnimationFrame(() => {
      if (performance.getEntriesByName("menu-cards").length === 0) performance.mark("menu-cards");
    });
  }, []);
  const count = !firstPaintDone ? FIRST_PAINT_CARDS : shown.ids === ids ? shown.count : PAGE_SIZE;
  const visible = meals.length > count ? meals.slice(0, count) : meals;
  const remaining = meals.length - visible.length;
  // Cards once shown stay mounted, hidden, while the category's dishes stay the same: a keystroke
  // that narrows the search hides cards, and one that widens it again (a letter deleted, the box
  // cleared, a filter undone) shows them instead of building them anew: React's render, the DOM,
  // their style and their text's shaping, most of what a keystroke costs. A hidden card is
  // `display: none`, so it costs no style, layout or paint while hidden; at most the category's
  // dishes are kept (136 main meals), and another category, package or a refresh starts afresh.
  const kept = useRef<{ all: readonly CachedMeal[]; ids: ReadonlySet<number> }>({ all, ids: NONE });
  const keptIds = kept.current.all === all ? kept.current.ids : NONE;
  useEffect(() => {
    // The server's list is rendered on its own (its slices): its cards are not kept.
    if (serverIds === ids) return;
    if (visible.every((m) => keptIds.has(m.id))) return;
    kept.current = { all, ids: new Set([...keptIds, ...visible.map((m) => m.id)]) };
  });
  const onShow = new Set(visible.map((m) => m.id));
  const cards: ReactElement[] = [];
  let index = 0;
  for (const meal of all) {
    const isShown = onShow.has(meal.id);
    if (!isShown && !keptIds.has(meal.id)) continue;
    const i = isShown ? index++ : -1;
    cards.push(<DishCard key={meal.id} meal={meal} onOpen={onOpen} eager={isShown && i < EAGER_CARDS} first={i === 0} avoid={avoid} hidden={!isShown} />);
  }
  return (
    <>
      <ul className="dish-grid">
        {serverIds === ids ? (
          <>
            {cards.slice(0, FIRST_PAINT_CARDS)}
            <HydrateLater>{cards.slice(FIRST_PAINT_CARDS)}</HydrateLater>
          </>
        ) : (
          cards
        )}
      </ul>
      {firstPaintDone && remaining > 0 && (
        <div className="show-more">
          <button type="button" className="btn btn-outline" onClick={() => setShown({ ids, count: count + PAGE_SIZE })}>
            <Trans>Show more dishes ({remaining} left)</Trans>
          </button>
        </div>
      )}
      {/* With the whole first page of cards: drawn under the first screenful, it was pushed down
          out of a phone's screen when the rest came (a layout shift of 0.05 at 412 px on every
          visit the browser rendered). */}
      {firstPaintDone && (
        <p className="menu-credit">
          <Trans>Dish pictures composed from Microsoft's Fluent Emoji 3D, MIT licence.</Trans>
        </p>
      )}
    </>
  );
});
