// The menu's controls and results for one package and category: reads the cached dishes, derives
// the protein choices and the filtered list, and shows cards or the state that explains their
// absence. The category tabs and the Filter toggle form a bar that sticks under the site header
// while the list scrolls (use-sticky-top.ts); the package, the avoid toggle and the filter panel
// stay in the page. A card opens its dish's dialog; the dialog's and the filter panel's code load
// once the page is idle (or at the first tap), not with the first page
// (docs/decisions/server-rendering.md, "What loads when").
// Its parent keeps the choices, so remounting it (Try again) keeps them. A signed-in
// customer who avoids something gets "Hide dishes I avoid" (on unless they turned it off); with it
// off, the dishes they avoid show with a warning.
import { Select, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { usePackages, useMeals } from "../../../catalog/use-catalog.ts";
import type { CachedMeal } from "../../../catalog/store.ts";
import { useSession } from "../../../data/session.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import { pluralForm } from "../../../lib/plural-form.ts";
import { useLangId } from "../../../lib/use-lang-id.ts";
import { formatWhole } from "../../../../rules/number-format.ts";
import { avoidsAnything } from "../../../profile/avoidance.ts";
import { useAvoidance } from "../../../profile/use-avoidance.ts";
import { activeFilterCount, NO_FILTER, proteinOptions, type MealFilter, type ProteinOption } from "../filter-meals.ts";
import { useHideAvoided } from "../hide-avoided.ts";
import { useFilteredMeals } from "../use-filtered-meals.ts";
import { useStickyTop } from "../use-sticky-top.ts";
import { AvoidToggle } from "./avoid-toggle.tsx";
import { CategoryTabs, MEAL_CATEGORIES, tabId } from "./category-tabs.tsx";
import { DishList } from "./dish-list.tsx";
import { FilterToggle } from "./filter-toggle.tsx";
import { AllAvoided, MenuStatus, NoMatch } from "./menu-state.tsx";
import { PackageSelect } from "./package-select.tsx";

const PANEL_ID = "menu-panel";

const loadDialog = () => import("./dish-dialog.tsx");
const DishDialog = lazy(async () => ({ default: (await loadDialog()).DishDialog }));
const loadFilters = () => import("./menu-filters.tsx");
const MenuFilters = lazy(async () => ({ default: (await loadFilters()).MenuFilters }));

type Props = {
  packageId: number;
  onPackage: (id: number) => void;
  mealTypeId: number;
  onMealType: (id: number) => void;
  filter: MealFilter;
  onFilter: (update: (f: MealFilter) => MealFilter) => void;
  protein: ProteinOption | null;
  onProtein: (p: ProteinOption | null) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onRetry: () => void;
};

export function MenuBody(props: Props) {
  const { packageId, mealTypeId, filter, protein, onFilter, onProtein } = props;
  const { t, i18n } = useLingui();
  const langId = useLangId();
  const packages = usePackages(langId);
  const { data: meals, status } = useMeals(langId, packageId, mealTypeId);
  const session = useSession();
  const avoid = useAvoidance(session ? session.userId : undefined);
  const [hideSetting, setHide] = useHideAvoided();
  const canHide = avoidsAnything(avoid);
  const hide = canHide && hideSetting;
  const { shown, hidden } = useFilteredMeals(meals, filter, hide ? avoid : undefined);

  // Only the filter panel lists the proteins: sorted by name once it opens, not while the page
  // hydrates (the page's first collator costs 35 to 55 ms at 4x: ICU starting up).
  const { filtersOpen } = props;
  const proteins = useMemo(() => {
    if (!filtersOpen) return [];
    const list = proteinOptions(meals ?? [], i18n.locale);
    return protein && !list.some((p) => p.id === protein.id) ? [...list, protein] : list;
  }, [filtersOpen, meals, protein, i18n.locale]);

  // Back online with nothing shown: ask again without waiting for a click.
  const { onRetry } = props;
  useEffect(() => {
    if (status !== "offline" && status !== "error") return;
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [status, onRetry]);

  const filterPanelId = useId();
  const warnAbout = canHide && !hide ? avoid : undefined;
  const packageName = packages.data?.find((p) => p.id === packageId)?.name;
  const [dish, setDish] = useState<CachedMeal | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  useStickyTop(barRef);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    idle(() => void Promise.all([loadDialog(), loadFilters()]).catch(() => undefined));
  }, []);
  const count = shown.length;
  // Counts in messages: lib/plural-form.ts.
  const numbers = shownLocale(i18n);
  const dishForm = pluralForm(count, i18n.locale);
  const dishCount = formatWhole(count, numbers);
  const hiddenForm = pluralForm(hidden, i18n.locale);
  const hiddenCount = formatWhole(hidden, numbers);
  const category = MEAL_CATEGORIES.find((c) => c.id === mealTypeId) ?? MEAL_CATEGORIES[0];

  return (
    <>
      <div className="menu-toolbar">
        <PackageSelect packages={packages.data} value={packageId} onChange={props.onPackage} />
        {canHide && <AvoidToggle hide={hide} onChange={setHide} />}
      </div>
      <div ref={barRef} className="menu-bar">
        <CategoryTabs value={mealTypeId} onChange={props.onMealType} panelId={PANEL_ID} />
        <FilterToggle open={props.filtersOpen} onToggle={props.onToggleFilters} activeCount={activeFilterCount(filter)} panelId={filterPanelId} />
      </div>
      {props.filtersOpen && (
        <Suspense fallback={null}>
          <MenuFilters
            panelId={filterPanelId}
            filter={filter}
            proteins={proteins}
            onQuery={(query) => onFilter((f) => ({ ...f, query }))}
            onDay={(day) => onFilter((f) => ({ ...f, day }))}
            onProtein={onProtein}
          />
        </Suspense>
      )}
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(mealTypeId)} className="menu-panel">
        <h2 className="visually-hidden">{t(category.label)}</h2>
        {status !== "ready" ? (
          <MenuStatus status={status} onRetry={onRetry} />
        ) : (
          <>
            <p className="menu-count" role="status">
              <Select value={dishForm} _one={`${dishCount} dish`} other={`${dishCount} dishes`} />
              {hidden > 0 && (
                <>
                  {" · "}
                  <Select value={hiddenForm} _one={`${hiddenCount} dish you avoid is hidden`} other={`${hiddenCount} dishes you avoid are hidden`} />
                </>
              )}
            </p>
            {count === 0 && hidden > 0 && activeFilterCount(filter) === 0 ? (
              <AllAvoided onShow={() => setHide(false)} />
            ) : count === 0 ? (
              <NoMatch
                onClearAll={() => {
                  onProtein(null);
                  onFilter(() => NO_FILTER);
                }}
              />
            ) : (
              <DishList meals={shown} all={meals ?? shown} onOpen={setDish} avoid={warnAbout} />
            )}
          </>
        )}
      </div>
      {dish && (
        <Suspense fallback={null}>
          <DishDialog meal={dish} packageName={packageName} avoid={warnAbout} onClose={() => setDish(null)} />
        </Suspense>
      )}
    </>
  );
}
