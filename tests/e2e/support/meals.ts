// End-to-end helpers of dislikes, allergens and ratings, through the real API: a customer registered
// with their token, the menu's dishes as /meallist answers them, the customer's preferences, a day's
// picks and a rating.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Customer } from "./account.ts";
import { writeRows } from "./helpers.ts";

export type MenuDish = {
  meal_id: number;
  meal_type_id: number;
  meal_name: string;
  protein: string;
  allergens: string[];
  rating_average: number | null;
  rating_count: number;
};

export type Preferences = { proteins: string[]; allergens: string[] };

type Slot = { slot_type: "meal" | "snack" | "soup"; meal_id: number | null; meal_type_id: number | null };

/** The four categories of the menu, as its tabs name them. */
export const CATEGORY_TABS: Record<number, string> = { 1: "Breakfast", 2: "Main Meals", 3: "Snacks", 11: "Soups" };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function call<T>(request: APIRequestContext, path: string, form: Record<string, string | number>, token?: string): Promise<T> {
  const res = await request.post(`/api${path}`, { form, ...(token ? { headers: auth(token) } : {}) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Registers the customer; answers their bearer token. */
export async function registerWithToken(request: APIRequestContext, c: Customer): Promise<string> {
  return (await registerSignedIn(request, c)).token;
}

/** Registers the customer; answers their id and bearer token (a session the server opened). */
export async function registerSignedIn(request: APIRequestContext, c: Customer): Promise<{ userId: number; token: string }> {
  const data = await call<{ user_id: number; token: string }>(request, "/userregistration", {
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    mobile_no: c.mobileNo,
    password: c.password,
    referral_code: "",
  });
  return { userId: data.user_id, token: data.token };
}

/**
 * Puts the customer's session (from registerSignedIn) on the device, as the sign-in screen would,
 * and reloads: the page opens signed in. The sign-in screen itself is tested in account.spec.ts.
 */
export async function openSignedIn(page: Page, c: Customer, session: { userId: number; token: string }): Promise<void> {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await writeRows(page, "session", [
    { id: "current", userId: session.userId, firstName: c.firstName, lastName: c.lastName, email: c.email, mobileNo: c.mobileNo, token: session.token },
  ]);
  await page.reload();
  // The header greets the customer: their account menu is there.
  await expect(page.getByRole("banner").locator(".account-name")).toHaveText(`${c.firstName} ${c.lastName}`);
}

/** A category's dishes of a package, in the language `langId`. */
export function dishesViaApi(request: APIRequestContext, langId: 1 | 2, mealTypeId: number, packageId = 24): Promise<MenuDish[]> {
  return call<MenuDish[]>(request, "/meallist", { lang_id: langId, package_id: packageId, mealtype_id: mealTypeId });
}

export function preferencesViaApi(request: APIRequestContext, token: string): Promise<Preferences> {
  return call<Preferences>(request, "/preferences", {}, token);
}

/** The dish ids of a plan day's slots, by kind (the kitchen's picks until the customer picks). */
export async function dayPicksViaApi(request: APIRequestContext, token: string, purchaseId: number, date: string) {
  const day = await call<{ slots: Slot[] }>(request, "/daypicks", { purchase_id: purchaseId, date }, token);
  const of = (kind: Slot["slot_type"]) => day.slots.filter((s) => s.slot_type === kind);
  return { meals: of("meal"), snacks: of("snack"), soups: of("soup") };
}

export async function saveDayPicksViaApi(
  request: APIRequestContext,
  token: string,
  purchaseId: number,
  date: string,
  picks: { meals: number[]; snacks: number[]; soups: number[] },
): Promise<void> {
  await call(request, "/savedaypicks", {
    purchase_id: purchaseId,
    date,
    meals: picks.meals.join(","),
    snacks: picks.snacks.join(","),
    soups: picks.soups.join(","),
    idempotency_key: `e2e-picks-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  }, token);
}

export async function rateViaApi(request: APIRequestContext, token: string, purchaseId: number, date: string, mealId: number, stars: number): Promise<void> {
  await call(request, "/ratemeal", {
    purchase_id: purchaseId,
    date,
    meal_id: mealId,
    stars,
    idempotency_key: `e2e-rate-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  }, token);
}
