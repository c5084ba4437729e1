// The app's addresses: every route of the app, in matching order, and the matching both sides do
// with them (README "Architecture": contract/). The app's router (src/app/routes.tsx), the screens'
// titles (src/app/page-meta.ts) and the server's 200 or 404 for a path
// (server/http/client-routes.ts) all match paths here, with wouter's own path parser (regexparam,
// wouter's default): the first route whose pattern matches. Plain data and matching, no React, so
// the server, Vite's config and Node scripts load it as it is. What each screen is (its code, whether
// the server renders it) stays with the app, in src/app/route-table.ts.
import { parse } from "regexparam";

/** The calculator wizard's steps in order, by the names their addresses carry (/calculate-calorie/<step>). */
export const STEPS = ["know-gender", "know-birthday", "know-height", "know-weight", "know-activity-level", "know-goal", "calculate", "result"] as const;

/** A screen's name: the app's screens, lazy modules and titles are records by it (a type only: nothing in the bundle). */
export type ScreenKey =
  | "home"
  | "menu"
  | "packages"
  | "packageDetail"
  | "calculator"
  | "dietician"
  | "subscribe"
  | "terms"
  | "privacy"
  | "thankYou"
  | "myPlan"
  | "ops"
  | "help"
  | "inbox"
  | "preferences"
  | "health"
  | "account"
  | "signUp"
  | "signIn"
  | "resetPassword"
  | "checkout"
  | "updateMap"
  | "addAddress";

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
  { path: "/calculate-calorie", screen: "calculator", redirect: `/calculate-calorie/${STEPS[0]}` },
  { path: "/calculate-calorie/:step", screen: "calculator", params: { step: STEPS } },
  { path: "/menu", screen: "menu" },
  { path: "/dietician", screen: "dietician" },
  { path: "/subscribe", screen: "subscribe" },
  { path: "/terms-conditions", screen: "terms" },
  { path: "/privacy-policy", screen: "privacy" },
  { path: "/ThankYou", screen: "thankYou" },
  { path: "/my-plan", screen: "myPlan" },
  { path: "/ops", screen: "ops" },
  { path: "/help", screen: "help" },
  { path: "/inbox", screen: "inbox" },
  { path: "/my-plan/preferences", screen: "preferences" },
  { path: "/profile/health", screen: "health" },
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

export type RouteMatch = { route: RouteEntry; params: Record<string, string | undefined> };

const PATTERNS = ROUTES.map((route) => ({ route, ...parse(route.path) }));

/** The route of a path and its parameters, as the app's Switch picks it (first match). */
export function findRoute(pathname: string): RouteMatch | undefined {
  for (const { route, keys, pattern } of PATTERNS) {
    const m = pattern.exec(pathname);
    if (m) return { route, params: Object.fromEntries(keys.map((key, i) => [key, m[i + 1]])) };
  }
  return undefined;
}

/**
 * A path as the server and the screens' titles read it: in lower case, and past any number of
 * trailing slashes (the app's router allows one).
 */
export function plainPath(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, "$1");
}

/** Whether the parameters have values the route's screen knows (`params`). */
export function knownParams({ route, params }: RouteMatch): boolean {
  return Object.entries(route.params ?? {}).every(([name, allowed]) => {
    const value = params[name] ?? "";
    return allowed instanceof RegExp ? allowed.test(value) : allowed.includes(value);
  });
}
