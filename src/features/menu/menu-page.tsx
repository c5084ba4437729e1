// /menu: a package's dishes by category, filtered by name, day and protein, rendered from the
// cached catalog (works offline once loaded) and refreshed in the background.
import { Trans } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { MENU_LANDING } from "../../catalog/use-catalog.ts";
import { MenuBody } from "./components/menu-body.tsx";
import { NO_FILTER, type MealFilter, type ProteinOption } from "./filter-meals.ts";
import "./menu.css";
import type { Loader } from "../../data/seed.tsx";

// The first view is the one main.tsx warms up before the first render.
export const DEFAULT_PACKAGE_ID: number = MENU_LANDING.packageId;
const DEFAULT_MEAL_TYPE_ID: number = MENU_LANDING.mealTypeId;

/** The server's loader (src/app/routes.tsx): the package choices and the first tab's dishes. */
export const loadMenuPage: Loader = async ({ langId }) => {
  const { catalogScopes, loadScopes } = await import("../../catalog/scopes.ts");
  const scopes = catalogScopes(langId);
  return loadScopes([scopes.packages, scopes.meals(DEFAULT_PACKAGE_ID, DEFAULT_MEAL_TYPE_ID)]);
};

export function MenuPage() {
  const [packageId, setPackageId] = useState(DEFAULT_PACKAGE_ID);
  const [mealTypeId, setMealTypeId] = useState(DEFAULT_MEAL_TYPE_ID);
  const [filter, setFilter] = useState<MealFilter>(NO_FILTER);
  const [protein, setProtein] = useState<ProteinOption | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Bumped by 'Try again' (and on reconnect): remounts the body, which asks the network again.
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  return (
    <section className="page menu-page" aria-labelledby="menu-title">
      <h1 id="menu-title">
        <Trans>Our menu</Trans>
      </h1>
      <MenuBody
        key={attempt}
        packageId={packageId}
        onPackage={setPackageId}
        mealTypeId={mealTypeId}
        onMealType={setMealTypeId}
        filter={filter}
        onFilter={setFilter}
        protein={protein}
        onProtein={(p) => {
          setProtein(p);
          setFilter((f) => ({ ...f, proteinTagId: p?.id ?? null }));
        }}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        onRetry={retry}
      />
    </section>
  );
}
