import { screen } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import { PrivacyPage } from "./privacy-page.tsx";
import { TermsPage } from "./terms-page.tsx";

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

async function cacheContent(key: "terms" | "privacy", langId: 1 | 2, html: string) {
  await db.content.put({ key, langId, html });
  await db.catalogStamps.put({ key: `content:${key}:${langId}`, fetchedAt: Date.now() });
}

it("shows the cached terms of the active language, sanitised", async () => {
  await cacheContent("terms", 1, `<h2>Orders</h2><p onclick="alert(1)">Orders start <a href="javascript:alert(1)">here</a>.</p><script>alert(1)</script>`);
  await cacheContent("terms", 2, "<h2>الطلبات</h2>");
  await renderWithApp(<TermsPage />, { path: "/terms-conditions" });
  expect(screen.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeTruthy();
  expect(await screen.findByRole("heading", { level: 2, name: "Orders" })).toBeTruthy();
  expect(document.querySelector("script, [onclick], a[href^='javascript']")).toBeNull();
});

it("shows the privacy policy in Arabic with its Arabic title", async () => {
  await cacheContent("privacy", 2, "<h2>البيانات التي نجمعها</h2>");
  await renderWithApp(<PrivacyPage />, { path: "/privacy-policy", langId: 2 });
  expect(screen.getByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeTruthy();
  expect(await screen.findByRole("heading", { level: 2, name: "البيانات التي نجمعها" })).toBeTruthy();
});

it("offline with nothing cached, it says a connection is needed once", async () => {
  await renderWithApp(<PrivacyPage />, { path: "/privacy-policy" });
  const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
  expect(alert.textContent).toContain("You are offline and this page is not saved on this device yet.");
  expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
}, 10_000);
