// The offer My plan shows (PushPanel `offer`): drawn with the screen when the browser has not been
// asked yet, with why; an iPhone tab told to add the app to the Home Screen first; nothing when the
// customer has already answered (allowed or blocked) or the browser has no push.
import { screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import { PushPanel } from "./push-panel.tsx";

function pushBrowser(permission: NotificationPermission) {
  vi.stubGlobal("Notification", { permission });
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.restoreAllMocks();
});

it("offers to turn notifications on, with why, before the browser has been asked (English and Arabic)", async () => {
  pushBrowser("default");
  const en = await renderWithApp(<PushPanel offer />);
  expect(screen.getByText(/before a day's choices close/)).toBeTruthy();
  expect(screen.getByRole("button", { name: "Turn on notifications" })).toBeTruthy();
  en.unmount();
  await renderWithApp(<PushPanel offer />, { langId: 2 });
  expect(screen.getByRole("button").textContent).not.toBe("Turn on notifications");
  expect(document.querySelector(".push-panel")?.getAttribute("data-push-state")).toBe("off");
});

it("offers nothing once the customer has answered", async () => {
  pushBrowser("granted");
  const granted = await renderWithApp(<PushPanel offer />);
  expect(granted.container.textContent).toBe("");
  granted.unmount();
  pushBrowser("denied");
  const denied = await renderWithApp(<PushPanel offer />);
  expect(denied.container.textContent).toBe("");
});

it("tells an iPhone browser tab to add the app to the Home Screen first", async () => {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1");
  const view = await renderWithApp(<PushPanel offer />);
  expect(view.container.textContent).toMatch(/Add to Home Screen/);
});

it("a browser without push offers nothing", async () => {
  const view = await renderWithApp(<PushPanel offer />);
  expect(view.container.textContent).toBe("");
});
