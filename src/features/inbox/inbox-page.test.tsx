// The inbox against the server's answers (a stubbed fetch): the messages in the customer's
// language, readable offline once seen; marking one read shows at once, is kept through a refresh
// while offline and sent once through the outbox when the network returns; a tap on a message opens
// its screen. A browser with no push (jsdom) says the inbox keeps every message, and nothing breaks.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { flushOutbox } from "../../data/outbox.ts";
import { saveSession } from "../../data/session.ts";
import { db } from "../../lib/db.ts";
import type { InboxMessage } from "./api.ts";
import { InboxPage } from "./inbox-page.tsx";

let online = true;
const reads: string[] = [];
const MESSAGES: Record<"en" | "ar", InboxMessage[]> = {
  en: [
    { id: 9, kind: "picks_reminder", title: "Choose your meals for Saturday, 6 June 2026", body: "Choices close tonight at 23:59.", url: "/my-plan?day=2026-06-06", read: false, created_at: "2026-06-04T15:00:00.000Z" },
    { id: 4, kind: "payment", title: "Payment received", body: "Thank you: we received the payment of order 3.", url: "/my-plan", read: true, created_at: "2026-06-01T09:00:00.000Z" },
  ],
  ar: [{ id: 9, kind: "picks_reminder", title: "اختر وجباتك ليوم السبت، 6 يونيو 2026", body: "تُغلق الاختيارات الليلة الساعة 11:59 مساءً.", url: "/my-plan?day=2026-06-06", read: false, created_at: "2026-06-04T15:00:00.000Z" }],
};
let lang: "en" | "ar" = "en";

const answer = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } });

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.session.clear(), db.inboxMessages.clear()]);
  online = true;
  lang = "en";
  reads.length = 0;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!online) throw new TypeError("Failed to fetch");
    const path = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost").pathname.replace(/^\/api/, "");
    if (path === "/inbox") return answer(MESSAGES[lang].map((m) => ({ ...m, read: m.read || reads.includes(String(m.id)) })));
    if (path === "/inbox/read") {
      reads.push(new URLSearchParams(String(init?.body)).get("message_id") ?? "");
      return answer({ id: 9, read: true });
    }
    if (path === "/notify/preferences") return answer({ channels: {}, quiet_start: "22:00", quiet_end: "08:00" });
    return new Response(JSON.stringify({ data: null, code: "not_found", error_msg: "x" }), { status: 404 });
  });
  await saveSession({ userId: 7, firstName: "Noura", lastName: "K", email: "n@example.com", mobileNo: "55555555", token: "t" });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it("shows the messages newest first, keeps one marked read offline, and sends the read once online", async () => {
  const view = await renderWithApp(<InboxPage />, { path: "/inbox" });
  const list = await screen.findByRole("region", { name: "Messages" });
  await waitFor(() => expect(within(list).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Choose your meals for Saturday, 6 June 2026", "Payment received"]));
  expect(screen.getByText("This browser cannot show notifications; your inbox keeps every message.")).toBeTruthy();

  online = false;
  fireEvent.click(within(list).getByRole("button", { name: "Mark as read" }));
  await waitFor(() => expect(within(list).queryByRole("button", { name: "Mark as read" })).toBeNull());
  view.unmount();
  // Opened again offline: the device's copy, the message still read.
  await renderWithApp(<InboxPage />, { path: "/inbox" });
  expect(await screen.findByText("You are offline: these are the messages this device last received.")).toBeTruthy();
  expect(await screen.findByRole("link", { name: "Choose your meals for Saturday, 6 June 2026" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Mark as read" })).toBeNull();

  online = true;
  const later = { now: () => Date.now() + 10 * 60_000 };
  await flushOutbox(later);
  await flushOutbox(later);
  expect(reads).toEqual(["9"]);
});

it("in Arabic, a tap on a message opens its screen and marks it read", async () => {
  lang = "ar";
  const view = await renderWithApp(<InboxPage />, { path: "/inbox", langId: 2 });
  const link = await screen.findByRole("link", { name: "اختر وجباتك ليوم السبت، 6 يونيو 2026" });
  expect(screen.getByRole("heading", { level: 1, name: "الرسائل" })).toBeTruthy();
  fireEvent.click(link);
  expect(view.location()).toBe("/my-plan?day=2026-06-06");
  await waitFor(() => expect(reads).toEqual(["9"]));
});
