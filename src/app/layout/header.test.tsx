import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ToastHost } from "../../ui/toast.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import { saveSession } from "../../data/session.ts";
import { Header } from "./header.tsx";

const customer = { userId: 7, firstName: "Noura", lastName: "Al-Sabah", email: "noura@example.com", mobileNo: "55123456", token: "t".repeat(43) };

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Header's links", () => {
  it("name the builder Packages, as the footer does (docs/product-rules.md \"Words\"), in English and Arabic", async () => {
    for (const [langId, name] of [
      [1, "Packages"],
      [2, "الباقات"],
    ] as const) {
      const view = await renderWithApp(<Header />, { langId });
      const nav = screen.getByRole("navigation", { name: langId === 1 ? "Main" : "القائمة الرئيسية" });
      expect(within(nav).getByRole("link", { name }).getAttribute("href")).toBe("/package");
      expect(within(nav).queryByRole("link", { name: langId === 1 ? "Package" : "الباقة" })).toBeNull();
      view.unmount();
    }
  });
});

describe("Header and the session", () => {
  it("offers Sign in to a guest", async () => {
    await renderWithApp(<Header />);
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Account menu" })).toBeNull();
  });

  it("signed in: the full name, the account menu with Log out; logging out revokes the token and clears the device", async () => {
    const sent: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      sent.push({ url, authorization: new Headers(init?.headers).get("authorization") });
      return new Response(JSON.stringify({ data: { logged_out: true } }), { headers: { "content-type": "application/json" } });
    });
    await saveSession(customer);
    await db.outbox.add({ idempotencyKey: "k", userId: 7, kind: "address", payload: {}, attempts: 0, nextAttemptAt: 0, createdAt: 0 });
    const view = await renderWithApp(
      <>
        <Header />
        <ToastHost />
      </>,
      { path: "/menu" },
    );
    expect(await screen.findByText("Noura Al-Sabah")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Account menu" }));
    // The menu's entry (the folded navigation has its own, shown on phones only).
    const entries = screen.getAllByRole("button", { name: "Log out" });
    fireEvent.click(entries.find((b) => b.classList.contains("submenu-button"))!);
    expect(await screen.findByText("Logged out successfully")).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe("/"));
    expect(await db.session.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    // (The header also asks for the plan, to show My plan to a subscriber instead of SUBSCRIBE.)
    await waitFor(() => expect(sent.filter((s) => !s.url.includes("/subscriptiondetails"))).toEqual([{ url: "/api/userlogout", authorization: `Bearer ${customer.token}` }]));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  });

  it("offers the Kitchen screen in the account menu to the operator's account only", async () => {
    await saveSession({ ...customer, role: "operator" });
    await renderWithApp(<Header />);
    fireEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    expect(screen.getByRole("link", { name: "Kitchen" }).getAttribute("href")).toBe("/ops");

    await saveSession({ ...customer, role: "customer" });
    await waitFor(() => expect(screen.queryByRole("link", { name: "Kitchen" })).toBeNull());
    expect(screen.getByRole("link", { name: "My plan" })).toBeTruthy();
  });

  it("offline, logs out on the device without calling the server, keeping the token's hash to revoke it later", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await saveSession(customer);
    await renderWithApp(
      <>
        <Header />
        <ToastHost />
      </>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Log out" }).find((b) => b.classList.contains("submenu-button"))!);
    expect(await screen.findByText("Logged out successfully")).toBeTruthy();
    await vi.waitFor(async () => expect(await db.session.count()).toBe(0));
    // Nothing but the header's plan check (which fails offline and changes nothing).
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes("/subscriptiondetails"))).toEqual([]);
    // Kept for later: only the SHA-256 of the token, sent to /revokesession once online.
    const waiting = await db.revocations.toArray();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(waiting)).not.toContain(customer.token);
    vi.restoreAllMocks();
  });
});

describe("SUBSCRIBE and subscribers", () => {
  // The server is not reached (the plan is the one the device last read: My plan's cache).
  const offline = () => vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
  const keepPlan = (daysLeft: number) => db.plans.put({ userId: 7, langId: 1, plan: { daysLeft }, refusals: [], fetchedAt: Date.now() });

  it("a guest and a customer without a plan see SUBSCRIBE", async () => {
    offline();
    const guest = await renderWithApp(<Header />);
    expect(screen.getByRole("link", { name: "SUBSCRIBE" }).getAttribute("href")).toBe("/package");
    guest.unmount();
    await saveSession(customer);
    await keepPlan(0);
    await renderWithApp(<Header />);
    expect(await screen.findByText("Noura Al-Sabah")).toBeTruthy();
    expect(screen.getByRole("link", { name: "SUBSCRIBE" })).toBeTruthy();
  });

  it("a subscriber (a plan with days left) sees My plan instead, in English and Arabic", async () => {
    offline();
    await saveSession(customer);
    await keepPlan(12);
    const english = await renderWithApp(<Header />);
    expect((await screen.findByRole("link", { name: "My plan" })).getAttribute("href")).toBe("/my-plan");
    expect(screen.queryByRole("link", { name: "SUBSCRIBE" })).toBeNull();
    english.unmount();
    await db.plans.put({ userId: 7, langId: 2, plan: { daysLeft: 12 }, refusals: [], fetchedAt: Date.now() });
    await renderWithApp(<Header />, { langId: 2 });
    expect((await screen.findByRole("link", { name: "اشتراكي" })).getAttribute("href")).toBe("/my-plan");
    expect(screen.queryByRole("link", { name: "اشترك" })).toBeNull();
  });
});

describe("the folded navigation (phones)", () => {
  it("in Arabic names the toggle button and the food menu link apart", async () => {
    await renderWithApp(<Header />, { langId: 2 });
    expect(screen.getByRole("button", { name: "التنقّل" }).getAttribute("aria-controls")).toBe("main-nav");
    const nav = screen.getByRole("navigation", { name: "القائمة الرئيسية" });
    expect(within(nav).getByRole("link", { name: "المنيو" }).getAttribute("href")).toBe("/menu");
  });

  it("closes on Escape, focus back on its button, and on a tap outside it", async () => {
    await renderWithApp(<Header />);
    const button = screen.getByRole("button", { name: "Navigation" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(nav.classList.contains("open")).toBe(true);
    // A tap inside the navigation leaves it open.
    fireEvent.pointerDown(nav);
    expect(nav.classList.contains("open")).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(button.getAttribute("aria-expanded")).toBe("false"));
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    expect(nav.classList.contains("open")).toBe(true);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(nav.classList.contains("open")).toBe(false));
  });
});
