// The app's screens: what each one is (its code's module, whether the server renders it, whether
// it is a landing screen), by the screen names of the app's addresses (contract/routes.ts, which
// the server reads too). The app's router (routes.tsx attaches each screen's code by its key), the
// first page's messages (vite.config.ts) and the JavaScript budget (scripts/budget.mjs) read it.
// No React, no Lingui macro, so Vite's config and Node scripts load it as it is.
import { ROUTES, type ScreenKey } from "../../contract/routes.ts";

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
  help: { ssr: false },
  inbox: { ssr: false },
  preferences: { ssr: false },
  health: { ssr: false },
  account: { ssr: true, module: "src/features/account/account-page.tsx" },
  signUp: { ssr: true, module: "src/features/account/sign-up-page.tsx" },
  signIn: { ssr: true, module: "src/features/account/sign-in-page.tsx" },
  resetPassword: { ssr: false },
  checkout: { ssr: false },
  updateMap: { ssr: false },
  addAddress: { ssr: false },
} satisfies Record<ScreenKey, ScreenEntry>;

/** Every screen by its key, the landing screens first. */
export const SCREENS: Readonly<Record<ScreenKey, ScreenEntry>> = SCREEN_TABLE;

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
