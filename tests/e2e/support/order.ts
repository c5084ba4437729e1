// End-to-end helpers of the order journeys: calculator answers written as the wizard writes them,
// a delivery address for the signed-in customer, and the customer's token and purchase status.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { readRow, writeRows } from "./helpers.ts";

/** Male, 30, 180 cm, 80 kg, moderately active, gain muscle: the calculator recommends Fit 4/1/0 (26 days, 255 KD: the combination whose range holds the target). */
export async function answerCalculator(page: Page): Promise<void> {
  await writeRows(page, "calculator", [
    { id: "answers", gender: "male", birthday: "1995-01-01", heightCm: 180, weightKg: 80, targetWeightKg: 70, activityLevel: "moderate", goal: "gainMuscle" },
  ]);
}

/**
 * Opens the calculator's first step, which starts the calculator over, answers it (Male), then
 * writes the other answers as the wizard writes them. The first step's own save is written after
 * the start-over (IndexedDB runs writes to one table in order), so once it is there the start-over
 * can no longer wipe what follows.
 */
export async function startCalculatorWithAnswers(page: Page, tr: (english: string) => string = (s) => s): Promise<void> {
  await page.goto("/calculate-calorie/know-gender");
  await expect(page.getByRole("heading", { level: 1, name: tr("What is your gender?") })).toBeVisible();
  await page.getByRole("radio", { name: tr("Male"), exact: true }).check();
  await page.getByRole("button", { name: tr("Continue") }).click();
  await expect(page).toHaveURL(/know-birthday$/);
  await expect.poll(async () => (await readRow(page, "calculator", "answers"))?.gender).toBe("male");
  await answerCalculator(page);
}

export async function tokenOf(page: Page): Promise<string> {
  const session = await readRow(page, "session", "current");
  expect(typeof session?.token).toBe("string");
  return String(session!.token);
}

export async function purchaseStatus(request: APIRequestContext, token: string, purchaseId: number) {
  const res = await request.post("/api/purchasestatus", { form: { purchase_id: purchaseId }, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

export async function wallet(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post("/api/getuserprofile", { form: {}, headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { wallet_fils: number } }).data.wallet_fils;
}
