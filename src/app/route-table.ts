// The route table: every address of the app (SPEC.md section 2) and every screen, once, as plain
// data. All that needs the list reads it here: the app's router (routes.tsx attaches each screen's
// code by its key), the screens' titles (page-meta.ts), the server's 200 or 404 for a path
// (server/http/client-routes.ts, through route-match.ts), the first page's messages
// (vite.config.ts) and the JavaScript budget (scripts/budget.mjs). It imports nothing but the
// calculator's step names: no React, no Lingui macro, so the server (tsx), Vite's config and Node
// scripts load it as it is.
import { STEPS, stepPath } from "../features/calculator/step-names.ts";

type ScreenEntry =
  /** Rendered in the browser only: a signed-in screen, or one whose link carries a one-time token. */
  | { ssr: false }
  /**
   * Rendered on the server too: a public screen that shows every visitor the same first view.
   * `module` is its source (its key in Vite's manifest: its stylesheets). A `landing` screen shows
   * with the first page's messages (the rest wait for the whole catalog) and has a budget.
   */
  | { ssr: true; module: string; landing?: true };

const SCREEN_TABLE = {
  home: { ssr: true, landing: true, module: "src/features/home/home-page.tsx" },
  menu: { ssr: true, landing: true, module: "src/features/menu/menu-page.tsx" },
  packages: { ssr: true, landing: true, module: "src/features/packages/packages-page.tsx" },
  packageDetail: { ssr: true, module: "src/features/packages/package-detail-page.tsx" },
  calculator: { ssr: true, module: "src/features/calculator/calculator-page.tsx" },
  dietician: { ssr: true, module: "src/features/content/dietician-page.tsx" },
  subscribe: { ssr: true, module: "src/features/content/subscribe-page.tsx" },
  terms: { ssr: true, module: "src/features/content/terms-page.tsx" },
  privacy: { ssr: true, module: "src/features/content/privacy-page.tsx" },
  thankYou: { ssr: false },
  myPlan: { ssr: false },
  ops: { ssr: false },
  preferences: { ssr: false },
  account: { ssr: true, module: "src/features/account/account-page.tsx" },
  signUp: { ssr: true, module: "src/features/account/sign-up-page.tsx" },
  signIn: { ssr: true, module: "src/features/account/sign-in-page.tsx" },
  resetPassword: { ssr: false },
  checkout: { ssr: false },
  updateMap: { ssr: false },
  addAddress: { ssr: false },
} satisfies Record<string, ScreenEntry>;

/** A screen's name: routes.tsx's lazy screens and page-meta.ts's titles are records by it. */
export type ScreenKey = keyof typeof SCREEN_TABLE;

/** Every screen by its key, the landing screens first. */
export const SCREENS: Readonly<Record<ScreenKey, ScreenEntry>> = SCREEN_TABLE;

export type RouteEntry = {
  /** wouter's pattern (regexparam's syntax): matched in any case, one trailing slash allowed. */
  path: string;
  /** The screen it shows (two addresses may show one); for a redirect, the screen it leads to. */
  screen: ScreenKey;
  /** Instead of showing the screen: where the route sends the browser. */
  redirect?: string;
  /**
   * The values a parameter must have for the path to name the screen (a pattern, or a list, in
   * lower case). The app shows the route's screen whatever the value (it says "not found" itself
   * or redirects); the server answers any other value with the shell and a 404.
   */
  params?: Readonly<Record<string, RegExp | readonly string[]>>;
};

/** Every route, in matching order: the first whose pattern matches a path is its route. */
export const ROUTES: readonly RouteEntry[] = [
  { path: "/", screen: "home" },
  { path: "/package", screen: "packages" },
  { path: "/package/:id/:pricing?", screen: "packageDetail", params: { id: /^\d+$/ } },
  { path: "/calculate-calorie", screen: "calculator", redirect: stepPath(STEPS[0]) },
  { path: "/calculate-calorie/:step", screen: "calculator", params: { step: STEPS } },
  { path: "/menu", screen: "menu" },
  { path: "/dietician", screen: "dietician" },
  { path: "/subscribe", screen: "subscribe" },
  { path: "/terms-conditions", screen: "terms" },
  { path: "/privacy-policy", screen: "privacy" },
  { path: "/ThankYou", screen: "thankYou" },
  { path: "/my-plan", screen: "myPlan" },
  { path: "/ops", screen: "ops" },
  { path: "/my-plan/preferences", screen: "preferences" },
  { path: "/account", screen: "account" },
  { path: "/account/signup", screen: "signUp" },
  { path: "/sign-up", screen: "signUp" },
  { path: "/reset-password", screen: "resetPassword" },
  { path: "/account/signin", screen: "signIn" },
  { path: "/sign-in", screen: "signIn" },
  { path: "/checkout", screen: "checkout" },
  { path: "/checkout/update-map", screen: "updateMap" },
  { path: "/checkout/add-address", screen: "addAddress" },
];

/** Whether a screen is a landing screen: it shows with the first page's messages. */
export function isLanding(key: ScreenKey): boolean {
  const screen = SCREENS[key];
  return screen.ssr && screen.landing === true;
}

export type Landing = { key: ScreenKey; path: string; module: string };

/**
 * The landing screens: each one's first address (where the budget measures it) and its source
 * module. A function, so the app's bundle, which does not call it, leaves it out.
 */
export function landings(): Landing[] {
  return (Object.keys(SCREENS) as ScreenKey[]).flatMap((key) => {
    const screen = SCREENS[key];
    const route = ROUTES.find((r) => r.screen === key && !r.redirect);
    return screen.ssr && screen.landing && route ? [{ key, path: route.path, module: screen.module }] : [];
  });
}
