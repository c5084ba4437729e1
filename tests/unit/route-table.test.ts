// The app's addresses (contract/routes.ts) read three ways must agree: the app's router (wouter's
// Switch: the first route whose pattern matches, with wouter's parser), findRoute
// (contract/routes.ts) and the server's answer for a path (server/http/client-routes.ts). The
// server is stricter only where it says so: a parameter's value must be one the screen knows, and
// it reads past any number of trailing slashes.
import { inject, parse } from "regexparam";
import { describe, expect, it } from "vitest";
import { matchRoute } from "wouter";
import { SCREENS as SHOTS } from "../../scripts/lib/screens.mjs";
import { matchScreen } from "../../server/http/client-routes.ts";
import { findRoute, ROUTES, type ScreenKey } from "../../contract/routes.ts";
import { landings, SCREENS } from "../../src/app/route-table.ts";
import { STEPS } from "../../src/features/calculator/step-names.ts";

/** The screen AppRoutes' Switch shows for a path: its first route whose pattern wouter matches. */
function switchPicks(pathname: string): ScreenKey | undefined {
  return ROUTES.find((route) => matchRoute(parse, route.path, pathname)[0])?.screen;
}

/** A path; the screen the app shows there (none: its not-found screen); the server's answer. */
type Case = [path: string, app: ScreenKey | undefined, server: { screen: boolean; packageId?: number }];
const SCREEN = { screen: true };
const NOTHING = { screen: false };

const CASES: Case[] = [
  ["/", "home", SCREEN],
  ["/package", "packages", SCREEN],
  ["/Package/", "packages", SCREEN],
  ["/PACKAGE/24", "packageDetail", { screen: true, packageId: 24 }],
  ["/package/24/pricing/", "packageDetail", { screen: true, packageId: 24 }],
  ["/package/0026/Pricing", "packageDetail", { screen: true, packageId: 26 }],
  // The package's page says "not found" itself; the server answers the shell with a 404.
  ["/package/abc", "packageDetail", NOTHING],
  ["/package/-1", "packageDetail", NOTHING],
  ["/package/24/pricing/more", undefined, NOTHING],
  ["/calculate-calorie", "calculator", SCREEN],
  ["/CALCULATE-CALORIE/KNOW-GOAL/", "calculator", SCREEN],
  // An unknown step: the app sends it to the first step; the server answers the shell with a 404.
  ["/calculate-calorie/know-shoe-size", "calculator", NOTHING],
  ["/calculate-calorie/know-gender/more", undefined, NOTHING],
  ["/menu", "menu", SCREEN],
  ["/MENU/", "menu", SCREEN],
  ["/dietician", "dietician", SCREEN],
  ["/subscribe", "subscribe", SCREEN],
  ["/terms-conditions", "terms", SCREEN],
  ["/privacy-policy/", "privacy", SCREEN],
  ["/ThankYou", "thankYou", SCREEN],
  ["/thankyou/", "thankYou", SCREEN],
  ["/my-plan", "myPlan", SCREEN],
  ["/my-plan/preferences", "preferences", SCREEN],
  ["/ops", "ops", SCREEN],
  ["/help", "help", SCREEN],
  ["/account", "account", SCREEN],
  ["/account/signup", "signUp", SCREEN],
  ["/Sign-Up", "signUp", SCREEN],
  ["/account/signin/", "signIn", SCREEN],
  ["/sign-in", "signIn", SCREEN],
  ["/reset-password", "resetPassword", SCREEN],
  ["/checkout", "checkout", SCREEN],
  ["/checkout/update-map", "updateMap", SCREEN],
  ["/checkout/add-address", "addAddress", SCREEN],
  ["/checkout/nowhere", undefined, NOTHING],
  ["/no-such-page", undefined, NOTHING],
  ["/menus", undefined, NOTHING],
  ["/x/menu", undefined, NOTHING],
  ["/account/other", undefined, NOTHING],
];

describe("the route table, read by the app and by the server", () => {
  it.each(CASES)("%s", (path, app, server) => {
    expect(switchPicks(path)).toBe(app);
    expect(findRoute(path)?.route.screen).toBe(app);
    expect(matchScreen(path)).toEqual(server);
  });

  it("the calculator's steps, the result among them: each is a screen for both (a reload of the result is a 200)", () => {
    for (const step of STEPS) {
      const path = `/calculate-calorie/${step}`;
      expect(switchPicks(path), path).toBe("calculator");
      expect(findRoute(path)?.params.step, path).toBe(step);
      expect(matchScreen(path).screen, path).toBe(true);
    }
  });

  it("every route, with known parameters, in any case and with trailing slashes, names its screen for both", () => {
    const values = { id: "24", pricing: "pricing", step: STEPS[0] };
    for (const route of ROUTES) {
      const full = inject(route.path, values);
      const bare = inject(route.path, { ...values, pricing: "" });
      for (const path of new Set([full, bare, full.toUpperCase(), full.replace(/\/?$/, "/")])) {
        expect(switchPicks(path), path).toBe(route.screen);
        expect(findRoute(path)?.route, path).toBe(route);
        expect(matchScreen(path).screen, path).toBe(true);
      }
      // The server reads past more trailing slashes than the app's router.
      expect(matchScreen(`${full}///`).screen, full).toBe(true);
    }
  });

  it("the parameters the app gives a screen are wouter's", () => {
    for (const path of ["/package/24", "/PACKAGE/26/pricing/", "/calculate-calorie/know-goal"]) {
      const [, params] = matchRoute(parse, findRoute(path)!.route.path, path);
      expect(findRoute(path)?.params, path).toEqual(Object.fromEntries(Object.entries(params!).filter(([key]) => !/^\d+$/.test(key))));
    }
  });

  it("every screen of the screenshots' list (scripts/lib/screens.mjs) is a screen for both", () => {
    for (const shot of SHOTS) {
      const named = shot.name !== "not-found";
      expect(switchPicks(shot.path) !== undefined, shot.path).toBe(named);
      expect(matchScreen(shot.path).screen, shot.path).toBe(named);
    }
  });

  it("the screenshots' list has every screen but the kitchen's, an operator's", () => {
    const shot = new Set(SHOTS.map((s) => switchPicks(s.path)));
    expect((Object.keys(SCREENS) as ScreenKey[]).filter((key) => !shot.has(key))).toEqual(["ops"]);
  });

  it("a redirect leads to a screen's address, and every screen has a route", () => {
    for (const route of ROUTES.filter((r) => r.redirect)) {
      expect(findRoute(route.redirect!)?.route.redirect, route.path).toBeUndefined();
      expect(matchScreen(route.redirect!).screen, route.path).toBe(true);
    }
    expect(new Set(ROUTES.map((r) => r.screen))).toEqual(new Set(Object.keys(SCREENS)));
  });

  it("the landing screens: the first page's messages (vite.config.ts) and the budget (scripts/budget.mjs) read these", () => {
    expect(landings()).toEqual([
      { key: "home", path: "/", module: "src/features/home/home-page.tsx" },
      { key: "menu", path: "/menu", module: "src/features/menu/menu-page.tsx" },
      { key: "packages", path: "/package", module: "src/features/packages/packages-page.tsx" },
    ]);
  });
});
