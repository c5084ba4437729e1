// The app's routes: its addresses (contract/routes.ts) and screens (route-table.ts: whether the
// server renders each) with each screen's code attached here by its key. Each screen is its own lazy
// chunk, so the first page loads only what it shows, and each has an error boundary with a
// translated fallback. A screen that the server renders and that shows catalog values names its
// loader here (the values its first render reads). The browser's routes (AppRoutes), the
// preloading of the first screen (main.tsx) and the server renderer (entry-server.tsx,
// server/ssr.ts) read the table through this module.
// The landing screens show with the first page's messages; every other screen waits for the whole
// catalog too (lib/i18n.ts, scripts/first-page-messages.ts, which reads this module's imports).
import { lazy, Suspense, useState, type ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import type { Loader, LoaderInput, SeedValues } from "../data/seed.tsx";
import type { LangId } from "../lib/db.ts";
import { loadWholeCatalog } from "../lib/i18n.ts";
import { Spinner } from "../ui/spinner.tsx";
import { RouteErrorBoundary } from "./error-boundary.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { findRoute, ROUTES, type RouteMatch, type ScreenKey } from "../../contract/routes.ts";
import { isLanding, SCREENS } from "./route-table.ts";

/** A screen's code: loads its module(s), then gives its component and, if it has one, its loader. */
type ScreenCode = () => Promise<{ component: ComponentType; loader?: Loader }>;

function code<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, loader?: (m: M) => Loader): ScreenCode {
  return () => load().then((m) => ({ component: pick(m), loader: loader?.(m) }));
}

const NO_PLACES: never[] = [];

/** Every screen's code, by its key in the route table: a screen missing here does not compile. */
const CODE: Record<ScreenKey, ScreenCode> = {
  home: code(
    () => import("../features/home/home-page.tsx"),
    (m) => m.HomePage,
    (m) => m.loadHomePage,
  ),
  menu: code(
    () => import("../features/menu/menu-page.tsx"),
    (m) => m.MenuPage,
    (m) => m.loadMenuPage,
  ),
  packages: code(
    () => import("../features/packages/packages-page.tsx"),
    (m) => m.PackagesPage,
    (m) => m.loadPackagesPage,
  ),
  packageDetail: code(
    () => import("../features/packages/package-detail-page.tsx"),
    (m) => m.PackageDetailPage,
    (m) => m.loadPackageDetailPage,
  ),
  calculator: code(
    () => import("../features/calculator/calculator-page.tsx"),
    (m) => m.CalculatorPage,
  ),
  dietician: code(
    () => import("../features/content/dietician-page.tsx"),
    (m) => m.DieticianPage,
  ),
  subscribe: code(
    () => import("../features/content/subscribe-page.tsx"),
    (m) => m.SubscribePage,
  ),
  terms: code(
    () => import("../features/content/terms-page.tsx"),
    (m) => m.TermsPage,
    (m) => m.loadTermsPage,
  ),
  privacy: code(
    () => import("../features/content/privacy-page.tsx"),
    (m) => m.PrivacyPage,
    (m) => m.loadPrivacyPage,
  ),
  thankYou: code(
    () => import("../features/checkout/thank-you-page.tsx"),
    (m) => m.ThankYouPage,
  ),
  // My plan offers the customer's saved addresses for a day (the shared profile read model), composed here.
  myPlan: code(
    () =>
      Promise.all([
        import("../features/plan/my-plan-page.tsx"),
        import("../profile/use-profile.ts"),
        import("../features/plan/day-reports-slot.tsx"),
        import("../features/support/day-reports.tsx"),
        import("../features/plan/push-offer-slot.tsx"),
        import("../features/inbox/components/push-panel.tsx"),
      ]),
    ([plan, profile, slot, support, offerSlot, push]) => {
      // Unknown (undefined) until the device has been read and, when it lacks the plan's address
      // (saved elsewhere since), the server has answered: the plan's address is then written once,
      // not swapped under the customer's eyes. The answer is used until the device holds it too.
      function useSavedPlaces(userId: number, addressId: number) {
        const { profile: kept, read, fresh, refreshing } = profile.useProfile(userId);
        if (!read) return undefined;
        const has = (p: typeof kept) => p?.addresses.some((a) => a.id === addressId) ?? false;
        if (has(kept)) return kept!.addresses;
        if (has(fresh)) return fresh!.addresses;
        return refreshing ? undefined : (kept?.addresses ?? NO_PLACES);
      }
      // And each delivery day's problem reports, drawn by the support feature; and the inbox's offer
      // to turn notifications on.
      const PushOffer = () => <push.PushPanel offer />;
      return function MyPlan() {
        return (
          <slot.DayReportsContext.Provider value={support.DayReports}>
            <offerSlot.PushOfferContext.Provider value={PushOffer}>
              <plan.MyPlanPage useSavedPlaces={useSavedPlaces} />
            </offerSlot.PushOfferContext.Provider>
          </slot.DayReportsContext.Provider>
        );
      };
    },
  ),
  // The kitchen's screen (operator only): its own lazy chunk, never on a customer's first page.
  ops: code(
    () => import("../features/ops/ops-page.tsx"),
    (m) => m.OpsPage,
  ),
  help: code(
    () => import("../features/support/help-page.tsx"),
    (m) => m.HelpPage,
  ),
  inbox: code(
    () => import("../features/inbox/inbox-page.tsx"),
    (m) => m.InboxPage,
  ),
  preferences: code(
    () => import("../features/preferences/preferences-page.tsx"),
    (m) => m.PreferencesPage,
  ),
  health: code(
    () => import("../features/health/health-page.tsx"),
    (m) => m.HealthPage,
  ),
  account: code(
    () => import("../features/account/account-page.tsx"),
    (m) => m.AccountPage,
  ),
  signUp: code(
    () => import("../features/account/sign-up-page.tsx"),
    (m) => m.SignUpPage,
  ),
  signIn: code(
    () => import("../features/account/sign-in-page.tsx"),
    (m) => m.SignInPage,
  ),
  resetPassword: code(
    () => import("../features/account/reset-password-page.tsx"),
    (m) => m.ResetPasswordPage,
  ),
  // The checkout opens the address form in a modal: both chunks load together, composed here.
  checkout: code(
    () => Promise.all([import("../features/checkout/checkout-page.tsx"), import("../features/address/address-dialog.tsx")]),
    ([checkout, address]) =>
      function Checkout() {
        return <checkout.CheckoutPage addressEditor={address.AddressDialog} />;
      },
  ),
  updateMap: code(
    () => import("../features/address/update-map-page.tsx"),
    (m) => m.UpdateMapPage,
  ),
  addAddress: code(
    () => import("../features/address/add-address-page.tsx"),
    (m) => m.AddAddressPage,
  ),
};

type Screen = ComponentType & {
  preload: () => Promise<unknown>;
  /** Loads the screen's code, then runs its loader (none: nothing to load). */
  load: (input: LoaderInput) => Promise<SeedValues>;
};

function page(key: ScreenKey): Screen {
  // A landing screen shows with the first page's messages; any other waits for the whole catalog.
  const firstPage = isLanding(key);
  // One promise per screen: a preload started before the first render is the one React awaits.
  let loading: ReturnType<ScreenCode> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= (firstPage ? CODE[key]() : Promise.all([CODE[key](), loadWholeCatalog()]).then(([c]) => c)).then((c) => {
      loaded = c.component;
      return c;
    }));
  const Lazy = lazy(async () => ({ default: (await preload()).component }));
  return Object.assign(
    function Screen() {
      // A screen whose code is already here renders at once. Through lazy() it would suspend even
      // then, and React reveals a resolved boundary on its own schedule (up to 300 ms later).
      // Decided once per mount, so a screen never remounts when its code arrives.
      const [Ready] = useState(() => loaded);
      return (
        <RouteErrorBoundary>
          {Ready ? (
            <Ready />
          ) : (
            <Suspense fallback={<Spinner />}>
              <Lazy />
            </Suspense>
          )}
        </RouteErrorBoundary>
      );
    },
    {
      preload,
      load: async (input: LoaderInput) => {
        const { loader } = await preload();
        return loader ? loader(input) : {};
      },
    },
  );
}

/** Every screen, by its key: one each, however many addresses show it. */
const VIEWS = Object.fromEntries((Object.keys(CODE) as ScreenKey[]).map((key) => [key, page(key)])) as Record<ScreenKey, Screen>;

/** The screen a path shows and the route's parameters: none for a redirect or a path naming nothing. */
function screenAt(pathname: string): (RouteMatch & { key: ScreenKey }) | undefined {
  const found = findRoute(pathname);
  return found && !found.route.redirect ? { ...found, key: found.route.screen } : undefined;
}

/** A server-rendered screen for the path: what the server renders and loads for it. */
export type ServerScreen = {
  /** The screen's source module (a key of Vite's manifest). */
  module: string;
  /** Runs the screen's loader for the page: the values its first render reads. */
  load: (langId: LangId, search: string) => Promise<SeedValues>;
};

export function serverScreen(pathname: string): ServerScreen | undefined {
  const at = screenAt(pathname);
  const entry = at && SCREENS[at.key];
  if (!at || !entry?.ssr) return undefined;
  return { module: entry.module, load: (langId, search) => VIEWS[at.key].load({ langId, params: at.params, search }) };
}

/** Whether the path's screen shows with the first page's messages (the landing screens). */
export function isFirstPageScreen(pathname: string): boolean {
  const at = screenAt(pathname);
  return at !== undefined && isLanding(at.key);
}

/** Starts loading the screen of a path; resolves when it is here (or could not load). */
export function preloadScreen(pathname: string): Promise<void> {
  const at = screenAt(pathname);
  return (at ? VIEWS[at.key].preload() : Promise.resolve()).then(
    () => undefined,
    () => {
      // The route's own error boundary reports a chunk that cannot load.
    },
  );
}

export function AppRoutes() {
  return (
    <Switch>
      {ROUTES.map(({ path, screen, redirect }) =>
        redirect ? (
          <Route key={path} path={path}>
            <Redirect to={redirect} replace />
          </Route>
        ) : (
          <Route key={path} path={path} component={VIEWS[screen]} />
        ),
      )}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
