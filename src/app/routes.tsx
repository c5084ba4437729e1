// The route table: every route of SPEC.md section 2, once. Each screen is its own lazy chunk, so
// the first page loads only what it shows, and each has an error boundary with a translated
// fallback. A route says whether the server renders it, and what its first render needs (its
// loader: the catalog values by the keys the screen's hooks read). The browser's routes
// (AppRoutes), the preloading of the first screen (main.tsx) and the server renderer
// (entry-server.tsx, server/ssr.ts) all read this table.
// The landing screens (/, /menu, /package) show with the first page's messages; every other
// screen waits for the whole catalog too (lib/i18n.ts, scripts/first-page-messages.ts, which lists
// the same three as vite.config.ts FIRST_PAGE_SCREENS).
import { lazy, Suspense, useState, type ComponentType } from "react";
// wouter's own path parser (its default), so a path matches here as the Switch matches it.
import { parse } from "regexparam";
import { matchRoute, Redirect, Route, Switch } from "wouter";
import type { Loader, LoaderInput, SeedValues } from "../data/seed.tsx";
import type { LangId } from "../lib/db.ts";
import { loadWholeCatalog } from "../lib/i18n.ts";
import { Spinner } from "../ui/spinner.tsx";
import { RouteErrorBoundary } from "./error-boundary.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

type Screen = ComponentType & {
  preload: () => Promise<unknown>;
  /** Whether it shows with the first page's messages (the landing screens). */
  firstPage: boolean;
  /** The screen's source module (its key in Vite's manifest: its stylesheets), for a server render. */
  module: string | undefined;
  /** Loads the screen's code, then runs its loader (none: nothing to load). */
  load: (input: LoaderInput) => Promise<SeedValues>;
};

type PageOptions<M> = {
  firstPage?: boolean;
  /** For a server-rendered screen: its source module. */
  module?: string;
  /** For a server-rendered screen that shows catalog values: its loader, exported by its module. */
  loader?: (m: M) => Loader;
};

function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, { firstPage = false, module, loader }: PageOptions<M> = {}): Screen {
  // One promise per screen: a preload started before the first render is the one React awaits.
  let loading: Promise<M> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= (firstPage ? load() : Promise.all([load(), loadWholeCatalog()]).then(([m]) => m)).then((m) => {
      loaded = pick(m);
      return m;
    }));
  const Lazy = lazy(async () => ({ default: pick(await preload()) }));
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
      firstPage,
      module,
      load: async (input: LoaderInput) => {
        const m = await preload();
        return loader ? loader(m)(input) : {};
      },
    },
  );
}

const HomePage = page(
  () => import("../features/home/home-page.tsx"),
  (m) => m.HomePage,
  { firstPage: true, module: "src/features/home/home-page.tsx", loader: (m) => m.loadHomePage },
);
const MenuPage = page(
  () => import("../features/menu/menu-page.tsx"),
  (m) => m.MenuPage,
  { firstPage: true, module: "src/features/menu/menu-page.tsx", loader: (m) => m.loadMenuPage },
);
const PackagesPage = page(
  () => import("../features/packages/packages-page.tsx"),
  (m) => m.PackagesPage,
  { firstPage: true, module: "src/features/packages/packages-page.tsx", loader: (m) => m.loadPackagesPage },
);
const PackageDetailPage = page(
  () => import("../features/packages/package-detail-page.tsx"),
  (m) => m.PackageDetailPage,
  { module: "src/features/packages/package-detail-page.tsx", loader: (m) => m.loadPackageDetailPage },
);
const CalculatorPage = page(
  () => import("../features/calculator/calculator-page.tsx"),
  (m) => m.CalculatorPage,
  { module: "src/features/calculator/calculator-page.tsx" },
);
const DieticianPage = page(
  () => import("../features/content/dietician-page.tsx"),
  (m) => m.DieticianPage,
  { module: "src/features/content/dietician-page.tsx" },
);
const SubscribePage = page(
  () => import("../features/content/subscribe-page.tsx"),
  (m) => m.SubscribePage,
  { module: "src/features/content/subscribe-page.tsx" },
);
const TermsPage = page(
  () => import("../features/content/terms-page.tsx"),
  (m) => m.TermsPage,
  { module: "src/features/content/terms-page.tsx", loader: (m) => m.loadTermsPage },
);
const PrivacyPage = page(
  () => import("../features/content/privacy-page.tsx"),
  (m) => m.PrivacyPage,
  { module: "src/features/content/privacy-page.tsx", loader: (m) => m.loadPrivacyPage },
);
const ThankYouPage = page(
  () => import("../features/checkout/thank-you-page.tsx"),
  (m) => m.ThankYouPage,
);
// The checkout opens the address form in a modal: both chunks load together, composed here.
const CheckoutPage = page(
  () => Promise.all([import("../features/checkout/checkout-page.tsx"), import("../features/address/address-dialog.tsx")]),
  ([checkout, address]) =>
    function Checkout() {
      return <checkout.CheckoutPage addressEditor={address.AddressDialog} />;
    },
);
const NO_PLACES: never[] = [];
// My plan offers the customer's saved addresses for a day (the shared profile read model), composed here.
const MyPlanPage = page(
  () => Promise.all([import("../features/plan/my-plan-page.tsx"), import("../profile/use-profile.ts")]),
  ([plan, profile]) => {
    function useSavedPlaces(userId: number) {
      return profile.useProfile(userId).profile?.addresses ?? NO_PLACES;
    }
    return function MyPlan() {
      return <plan.MyPlanPage useSavedPlaces={useSavedPlaces} />;
    };
  },
);
// The kitchen's screen (operator only): its own lazy chunk, never on a customer's first page.
const OpsPage = page(
  () => import("../features/ops/ops-page.tsx"),
  (m) => m.OpsPage,
);
const PreferencesPage = page(
  () => import("../features/preferences/preferences-page.tsx"),
  (m) => m.PreferencesPage,
);
const AccountPage = page(
  () => import("../features/account/account-page.tsx"),
  (m) => m.AccountPage,
  { module: "src/features/account/account-page.tsx" },
);
const SignInPage = page(
  () => import("../features/account/sign-in-page.tsx"),
  (m) => m.SignInPage,
  { module: "src/features/account/sign-in-page.tsx" },
);
const SignUpPage = page(
  () => import("../features/account/sign-up-page.tsx"),
  (m) => m.SignUpPage,
  { module: "src/features/account/sign-up-page.tsx" },
);
const ResetPasswordPage = page(
  () => import("../features/account/reset-password-page.tsx"),
  (m) => m.ResetPasswordPage,
);
const AddAddressPage = page(
  () => import("../features/address/add-address-page.tsx"),
  (m) => m.AddAddressPage,
);
const UpdateMapPage = page(
  () => import("../features/address/update-map-page.tsx"),
  (m) => m.UpdateMapPage,
);



type RouteDef = {
  /** wouter's pattern: matched case-insensitively, a trailing slash allowed (/PACKAGE/24/ too). */
  path: string;
  screen?: Screen;
  /** Instead of a screen: where the route sends the browser. */
  redirect?: string;
  /** Rendered on the server: a public screen that shows every visitor the same first view. */
  ssr?: boolean;
};

/** Every route, in matching order. The server renders the `ssr` ones; signed-in screens render in the browser. */
export const ROUTES: readonly RouteDef[] = [
  { path: "/", screen: HomePage, ssr: true },
  { path: "/package", screen: PackagesPage, ssr: true },
  { path: "/package/:id/:pricing?", screen: PackageDetailPage, ssr: true },
  { path: "/calculate-calorie", redirect: "/calculate-calorie/know-gender" },
  { path: "/calculate-calorie/:step", screen: CalculatorPage, ssr: true },
  { path: "/menu", screen: MenuPage, ssr: true },
  { path: "/dietician", screen: DieticianPage, ssr: true },
  { path: "/subscribe", screen: SubscribePage, ssr: true },
  { path: "/terms-conditions", screen: TermsPage, ssr: true },
  { path: "/privacy-policy", screen: PrivacyPage, ssr: true },
  { path: "/ThankYou", screen: ThankYouPage },
  { path: "/my-plan", screen: MyPlanPage },
  { path: "/ops", screen: OpsPage },
  { path: "/my-plan/preferences", screen: PreferencesPage },
  { path: "/account", screen: AccountPage, ssr: true },
  { path: "/account/signup", screen: SignUpPage, ssr: true },
  { path: "/sign-up", screen: SignUpPage, ssr: true },
  { path: "/reset-password", screen: ResetPasswordPage },
  { path: "/account/signin", screen: SignInPage, ssr: true },
  { path: "/sign-in", screen: SignInPage, ssr: true },
  { path: "/checkout", screen: CheckoutPage },
  { path: "/checkout/update-map", screen: UpdateMapPage },
  { path: "/checkout/add-address", screen: AddAddressPage },
];

/** The route of a path, with its parameters, as AppRoutes' Switch picks it (first match). */
export function findRoute(pathname: string): { route: RouteDef; params: Record<string, string | undefined> } | undefined {
  for (const route of ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, pathname);
    if (matched) return { route, params: params as Record<string, string | undefined> };
  }
  return undefined;
}

/** A server-rendered screen for the path: what the server renders and loads for it. */
export type ServerScreen = {
  /** The screen's source module (a key of Vite's manifest). */
  module: string;
  /** Runs the screen's loader for the page: the values its first render reads. */
  load: (langId: LangId, search: string) => Promise<SeedValues>;
};

export function serverScreen(pathname: string): ServerScreen | undefined {
  const found = findRoute(pathname);
  const screen = found?.route.ssr ? found.route.screen : undefined;
  if (!found || !screen?.module) return undefined;
  return { module: screen.module, load: (langId, search) => screen.load({ langId, params: found.params, search }) };
}

/** Whether the path's screen shows with the first page's messages (the landing screens). */
export function isFirstPageScreen(pathname: string): boolean {
  return findRoute(pathname)?.route.screen?.firstPage === true;
}

/** Starts loading the screen of a path; resolves when it is here (or could not load). */
export function preloadScreen(pathname: string): Promise<void> {
  const screen = findRoute(pathname)?.route.screen;
  return (screen?.preload() ?? Promise.resolve()).then(
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
          <Route key={path} path={path} component={screen!} />
        ),
      )}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
