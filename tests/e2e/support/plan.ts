// End-to-end helpers of My plan: a server of the spec's own with a clock the spec moves, a paid plan
// bought through the real API (an address, package 24 for 26 days with 2 meals and 3 snacks from the
// first open start, paid on the sandbox gateway's own page form), and the plan as the server answers it.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { addDays, formatDay, FRIDAY, kuwaitToday, weekdayOf } from "../../../rules/order-dates.ts";
import { moveServerClock, resetServerClock } from "./clock.ts";
import { freePort, ROOT, startServer } from "./release.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Time for a spec's `beforeAll` to start its server: a fresh database is migrated and seeded (~300
 *  dishes), minutes on a loaded 2-core machine. */
export const CLOCK_SERVER_START_MS = 300_000;

/** A server of one spec: its own data, the built app, and its own CLOCK_FILE (support/clock.ts). */
export type ClockServer = {
  url: string;
  /** Sets the server's clock to the real time plus `ms` (not added to an earlier move). */
  moveClock: (ms: number) => void;
  /** Puts the server's clock back on the real time. */
  resetClock: () => void;
  /** Stops the server and removes its folder. */
  stop: () => Promise<void>;
};

/**
 * Starts a server of the spec's own in a fresh folder (`e2e-<name>-…` under the temporary
 * directory), so moving its clock disturbs no other test; call it in `beforeAll` and `stop()` in
 * `afterAll`. The spec runs serially: one server, one clock.
 */
export async function startClockServer(name: string, options: { mails?: boolean } = {}): Promise<ClockServer> {
  const work = mkdtempSync(path.join(tmpdir(), `e2e-${name}-`));
  const remove = () => rmSync(work, { recursive: true, force: true });
  try {
    const staticDir = path.join(work, "static");
    cpSync(path.join(ROOT, "dist"), staticDir, { recursive: true });
    mkdirSync(path.join(work, "data"));
    const clockFile = path.join(work, "clock");
    resetServerClock(clockFile);
    const server = await startServer({
      port: await freePort(),
      staticDir,
      dataDir: path.join(work, "data"),
      log: path.join(work, "server.log"),
      // `mails`: to the suite's SMTP server (support/mail.ts reads them), not to .eml files of its own.
      env: { CLOCK_FILE: clockFile, ...(options.mails && process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}) },
    });
    return {
      url: server.url,
      moveClock: (ms) => moveServerClock(ms, clockFile),
      resetClock: () => resetServerClock(clockFile),
      stop: async () => {
        await server.stop();
        remove();
      },
    };
  } catch (err) {
    remove();
    throw err;
  }
}

export type ServerPlan = {
  purchase_id: number;
  start_date: string;
  end_date: string;
  frozen_days: number;
  freeze_limit: number;
  days: { date: string; status: "upcoming" | "locked" | "delivered" | "frozen"; address_id: number }[];
};

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function call<T>(request: APIRequestContext, token: string, path: string, form: Record<string, string | number>): Promise<T> {
  const res = await request.post(`/api${path}`, { form, headers: auth(token) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const kd = (fils: number) => `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, "0")}`;

/** Buys and pays a 26-day plan of package 24 for the customer of `token`; answers the plan. */
export async function buyPlanViaApi(request: APIRequestContext, token: string): Promise<ServerPlan> {
  const groups = await call<{ areas: { main_area_id: number }[] }[]>(request, token, "/arealist", { language_id: 1 });
  const areaId = groups.flatMap((g) => g.areas)[0]!.main_area_id;
  const address = await call<{ address_id: number }>(request, token, "/addaddress", {
    address_type: "house",
    area_id: areaId,
    block: "3",
    street: "12",
    house_number: "7",
  });
  type Details = {
    sub_package_list: {
      days: number;
      sub_packages: { sub_package_id: number; price_fils: number; total_combo_count: { meals: number; snacks: number; soup: number } }[];
    }[];
  };
  const [details] = await call<Details[]>(request, token, "/packagelistV3", { lang_id: 1, package_id: 24 });
  const sub = details!.sub_package_list
    .find((p) => p.days === 26)!
    .sub_packages.find((s) => s.total_combo_count.meals === 2 && s.total_combo_count.snacks === 3 && s.total_combo_count.soup === 0)!;
  let start = addDays(kuwaitToday(), 4);
  if (weekdayOf(start) === FRIDAY) start = addDays(start, 1);
  const purchase = await call<{ purchase_id: number; payment_url: string }>(request, token, "/purchasepackage", {
    package_id: 24,
    package_for: 24,
    sub_package_id: sub.sub_package_id,
    delivery_time_id: 1,
    delivery_method_id: 1,
    delivery_address_id: address.address_id,
    start_date: start,
    end_date: "",
    payment_type: "knet",
    package_amount: kd(sub.price_fils),
    promo_code_discount: "0.000",
    consultant_fees: "0",
    total_amount: kd(sub.price_fils),
    app_mode: "prod",
    unique_code: `e2e-plan-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  });
  // The gateway's page posts the customer's decision to /pay/sandbox/<reference>/decide.
  const reference = /\/pay\/sandbox\/knet\/([A-Za-z0-9_-]+)/.exec(purchase.payment_url)![1]!;
  const decided = await request.post(`/pay/sandbox/${reference}/decide`, { form: { action: "approve" }, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  await expect
    .poll(async () => (await call<{ status: string }>(request, token, "/purchasestatus", { purchase_id: purchase.purchase_id })).status)
    .toBe("paid");
  const plan = await planViaApi(request, token);
  expect(plan.purchase_id).toBe(purchase.purchase_id);
  return plan;
}

/** The customer's plan as the server answers it now. */
export async function planViaApi(request: APIRequestContext, token: string): Promise<ServerPlan> {
  const plan = await call<ServerPlan | null>(request, token, "/subscriptiondetails", { lang_id: 1 });
  expect(plan).not.toBeNull();
  return plan!;
}

/** `days` delivery days after `date`, Fridays skipped. */
export function deliveryDaysAfter(date: string, days: number): string {
  let day = date;
  for (let n = 0; n < days;) {
    day = addDays(day, 1);
    if (weekdayOf(day) !== FRIDAY) n += 1;
  }
  return day;
}

/**
 * Waits until an opened day has drawn its dishes (or said it cannot, offline), as a customer sees
 * the day whole before acting on it. The address and Freeze sections come first and do not move
 * as the dishes arrive under them (my-plan.spec.ts "An opened day holds still").
 */
export async function daySettled(dialog: Locator): Promise<void> {
  await expect(dialog.locator(".spinner")).toHaveCount(0);
}

/** A day of My plan's calendar by its accessible name: the date and its state (translated by `tr`). */
export function dayButton(page: Page, tr: (english: string) => string, ar: boolean, date: string, state: string) {
  return page.getByRole("button", { name: `${formatDay(date, ar ? "ar" : "en")}, ${tr(state)}`, exact: true });
}

/**
 * Turns My plan's calendar to the month of `date` (a plan may start near a month's end). Waits for
 * the calendar to be drawn first: before the plan is read there is nothing to turn.
 */
export async function showMonthOf(page: Page, date: string): Promise<void> {
  const days = page.locator(".plan-calendar [data-day]:not([data-outside])");
  await expect(days.first()).toBeVisible();
  const shownMonth = async () => ((await days.first().getAttribute("data-day")) ?? "").slice(0, 7);
  // One month on a phone, two side by side on a wide screen.
  const day = page.locator(`.plan-calendar [data-day="${date}"]:not([data-outside])`);
  for (let turns = 0; turns < 4; turns += 1) {
    if ((await day.count()) > 0) return;
    const shown = await shownMonth();
    await page.locator(`.plan-calendar ${shown < date ? ".rdp-button_next" : ".rdp-button_previous"}`).click();
    await expect.poll(shownMonth).not.toBe(shown);
  }
  throw new Error(`the calendar never showed ${date}`);
}

/** A delivery day's dishes as /daypicks answers them (README "Meal picks"). */
export type ServerDay = {
  date: string;
  status: "upcoming" | "locked" | "delivered" | "frozen";
  slots: {
    slot_type: "meal" | "snack" | "soup";
    slot: number;
    meal_id: number | null;
    meal_name: string | null;
    calories: number | null;
    chosen_by: "customer" | "kitchen";
    rating: { stars: number; comment: string | null } | null;
  }[];
  totals: { kcal: number; protein: number; carbs: number; fat: number };
};

export async function dayPicksViaApi(request: APIRequestContext, token: string, purchaseId: number, date: string, langId: 1 | 2 = 1): Promise<ServerDay> {
  return call<ServerDay>(request, token, "/daypicks", { purchase_id: purchaseId, date, lang_id: langId });
}

export type MenuDish = { id: number; name: string; kcal: number; protein: number; carbs: number; fat: number; days: number[] };

/** The dishes of `packageId` of the meal types given, with the package portion's calories and macros, as /meallist answers them. */
export async function menuViaApi(request: APIRequestContext, token: string, packageId: number, mealTypes: number[], langId: 1 | 2 = 1): Promise<MenuDish[]> {
  type Wire = { meal_id: number; meal_name: string; meal_availabilty: { day: number }[]; nutrition_list_array: { nutrition_details: { calory: number; protein: number; carbs: number; fat: number } }[] };
  const lists = await Promise.all(
    mealTypes.map((type) => call<Wire[]>(request, token, "/meallist", { lang_id: langId, package_id: packageId, mealtype_id: type })),
  );
  return lists.flat().map((m) => ({
    id: m.meal_id,
    name: m.meal_name,
    kcal: m.nutrition_list_array[0]!.nutrition_details.calory,
    protein: m.nutrition_list_array[0]!.nutrition_details.protein,
    carbs: m.nutrition_list_array[0]!.nutrition_details.carbs,
    fat: m.nutrition_list_array[0]!.nutrition_details.fat,
    days: m.meal_availabilty.map((d) => d.day),
  }));
}
