// Every route of SPEC.md section 2. Each screen is its own lazy chunk, so the first page loads
// only what it shows, and each has an error boundary with a translated fallback. The landing
// screens (/, /menu, /package) show with the first page's messages; every other screen waits for
// the whole catalog too (lib/i18n.ts, scripts/first-page-messages.ts, which lists the same three).
import { lazy, Suspense, useState, type ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import { loadWholeCatalog } from "../lib/i18n.ts";
import { Spinner } from "../ui/spinner.tsx";
import { RouteErrorBoundary } from "./error-boundary.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

type Screen = ComponentType & { preload: () => Promise<unknown> };

function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, { firstPage = false } = {}): Screen {
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
    { preload },
  );
}

const HomePage = page(
  () => import("../features/home/home-page.tsx"),
  (m) => m.HomePage,
  { firstPage: true },
);
const MenuPage = page(
  () => import("../features/menu/menu-page.tsx"),
  (m) => m.MenuPage,
  { firstPage: true },
);
const PackagesPage = page(
  () => import("../features/packages/packages-page.tsx"),
  (m) => m.PackagesPage,
  { firstPage: true },
);
const PackageDetailPage = page(
  () => import("../features/packages/package-detail-page.tsx"),
  (m) => m.PackageDetailPage,
);
const CalculatorPage = page(
  () => import("../features/calculator/calculator-page.tsx"),
  (m) => m.CalculatorPage,
);
const DieticianPage = page(
  () => import("../features/content/dietician-page.tsx"),
  (m) => m.DieticianPage,
);
const SubscribePage = page(
  () => import("../features/content/subscribe-page.tsx"),
  (m) => m.SubscribePage,
);
const TermsPage = page(
  () => import("../features/content/terms-page.tsx"),
  (m) => m.TermsPage,
);
const PrivacyPage = page(
  () => import("../features/content/privacy-page.tsx"),
  (m) => m.PrivacyPage,
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
);
const SignInPage = page(
  () => import("../features/account/sign-in-page.tsx"),
  (m) => m.SignInPage,
);
const SignUpPage = page(
  () => import("../features/account/sign-up-page.tsx"),
  (m) => m.SignUpPage,
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

// The screens a customer most often lands on. Their chunk starts downloading while the language and
// its catalog load, instead of one round trip after the first render.
const LANDINGS: [RegExp, Screen][] = [
  [/^\/$/, HomePage],
  [/^\/menu\/?$/i, MenuPage],
  [/^\/package\/?$/i, PackagesPage],
  [/^\/package\/[^/]+/i, PackageDetailPage],
];

/** Whether the path's screen shows with the first page's messages (the three rendered by the server). */
export function isFirstPageScreen(pathname: string): boolean {
  return /^\/(menu\/?|package\/?)?$/i.test(pathname);
}

/** Starts loading the screen of a landing path; resolves when it is here (or could not load). */
export function preloadScreen(pathname: string): Promise<void> {
  const screen = LANDINGS.find(([pattern]) => pattern.test(pathname))?.[1];
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
      <Route path="/" component={HomePage} />
      <Route path="/package" component={PackagesPage} />
      {/* wouter matches case-insensitively: /PACKAGE/24 and /package/24 both land here. */}
      <Route path="/package/:id/:pricing?" component={PackageDetailPage} />
      <Route path="/calculate-calorie">
        <Redirect to="/calculate-calorie/know-gender" replace />
      </Route>
      <Route path="/calculate-calorie/:step" component={CalculatorPage} />
      <Route path="/menu" component={MenuPage} />
      <Route path="/dietician" component={DieticianPage} />
      <Route path="/subscribe" component={SubscribePage} />
      <Route path="/terms-conditions" component={TermsPage} />
      <Route path="/privacy-policy" component={PrivacyPage} />
      <Route path="/ThankYou" component={ThankYouPage} />
      <Route path="/my-plan" component={MyPlanPage} />
      <Route path="/ops" component={OpsPage} />
      <Route path="/my-plan/preferences" component={PreferencesPage} />
      <Route path="/account" component={AccountPage} />
      <Route path="/account/signup" component={SignUpPage} />
      <Route path="/sign-up" component={SignUpPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/account/signin" component={SignInPage} />
      <Route path="/sign-in" component={SignInPage} />
      <Route path="/checkout" component={CheckoutPage} />
      <Route path="/checkout/update-map" component={UpdateMapPage} />
      <Route path="/checkout/add-address" component={AddAddressPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
