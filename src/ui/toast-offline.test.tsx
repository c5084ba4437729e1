// Toasts when sonner's code cannot load at the first toast (ui/toast.tsx): a first visit gone offline
// before the service worker kept that chunk. The app stays on the page and the messages still show,
// in a polite live region, each for 5 seconds.
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast, ToastHost } from "./toast.tsx";

vi.mock("./toast-host.tsx", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("toasts whose code does not load", () => {
  it("show in a plain live region, and the page beside them stays", async () => {
    render(
      <main>
        <h1>Your plan</h1>
        <ToastHost />
      </main>,
    );
    act(() => toast.success("Your address was saved"));
    const shown = await screen.findByText("Your address was saved");
    expect(shown.closest("section")?.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("heading", { name: "Your plan" })).toBeTruthy();
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();

    vi.useFakeTimers();
    act(() => toast.error("The card was declined"));
    expect(screen.getByText("The card was declined")).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText("The card was declined")).toBeNull();
    expect(screen.getByRole("heading", { name: "Your plan" })).toBeTruthy();
  });
});
