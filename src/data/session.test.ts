import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { db, USER_TABLES } from "../lib/db.ts";
import { saveSession, saveUserCache, signOutLocally, useSession } from "./session.ts";

const customer = { userId: 7, firstName: "Noura", lastName: "Al-Sabah", email: "noura@example.com", mobileNo: "55123456", token: "t".repeat(43) };

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe("session", () => {
  it("is live: signed out, signed in, signed out", async () => {
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(result.current).toBeUndefined());
    await saveSession(customer);
    await waitFor(() => expect(result.current).toMatchObject({ id: "current", firstName: "Noura" }));
    await signOutLocally();
    await waitFor(() => expect(result.current).toBeUndefined());
  });

  it("signing out empties every user table, keeps the language and the public catalog", async () => {
    await saveSession(customer);
    await db.orderDraft.put({ id: "current", packageId: 24, updatedAt: 1 });
    await db.calculator.put({ id: "answers", userGender: "female" });
    await db.userCache.put({ key: "profile", userId: 7, value: { walletFils: 5000 } });
    await db.addressDrafts.put({ userId: 7, type: "house", fields: { street: "Typed St" }, updatedAt: 1 });
    await db.outbox.add({ idempotencyKey: "k1", userId: 7, kind: "address", payload: {}, attempts: 0, nextAttemptAt: 0, createdAt: 0 });
    await db.settings.bulkPut([
      { key: "langId", value: 2 },
      { key: "checkoutFlow", value: true },
    ]);
    await db.packages.put({ langId: 1, id: 24, name: "Sumbatik", gramLabel: "", descriptionHtml: "", imageUrl: "", proteinGrams: 100, packageType: 1, sort: 1 });

    await signOutLocally();

    for (const name of USER_TABLES) expect(await db.table(name).count(), name).toBe(0);
    expect(await db.settings.get("langId")).toEqual({ key: "langId", value: 2 });
    expect(await db.settings.get("checkoutFlow")).toBeUndefined();
    expect(await db.packages.count()).toBe(1);
  });

  it("a user cache answer that arrives after the logout, or for another user, is not kept", async () => {
    await saveSession(customer);
    expect(await saveUserCache({ key: "profile", userId: 7, value: { walletFils: 1000 } })).toBe(true);
    expect(await saveUserCache({ key: "preferences", userId: 8, value: { proteins: ["fish"] } })).toBe(false);
    await signOutLocally();
    expect(await saveUserCache({ key: "profile", userId: 7, value: { walletFils: 1000 } })).toBe(false);
    expect(await db.userCache.count()).toBe(0);
  });
});
