// End-to-end helpers of the order journeys: calculator answers written as the wizard writes them,
// a delivery address for the signed-in customer, and the customer's token and purchase status.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { readRow } from "./calculator-helpers.ts";

/** Male, 30, 180 cm, 80 kg, moderately active, gain muscle: the calculator recommends Fit 3/1/0. */
export async function answerCalculator(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("storefront");
        open.onsuccess = () => {
          const tx = open.result.transaction("calculator", "readwrite");
          tx.objectStore("calculator").put({
            id: "answers",
            gender: "male",
            birthday: "1995-01-01",
            heightCm: 180,
            weightKg: 80,
            targetWeightKg: 70,
            activityLevel: "moderate",
            goal: "gainMuscle",
          });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
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
