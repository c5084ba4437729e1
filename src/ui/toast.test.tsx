// Toasts (ui/toast.tsx): nothing of sonner is on the page until the first toast, which is then
// shown and sits inside a polite live region that existed before it (so a screen reader reads it).
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast, ToastHost } from "./toast.tsx";

describe("toasts", () => {
  it("load with the first toast, which is shown in a live region", async () => {
    const { container } = render(<ToastHost />);
    // Had the host loaded sonner at once, its toaster would be on the page once its module is.
    await act(async () => {
      await import("./toast-host.tsx");
    });
    expect(container.ownerDocument.querySelector("[data-sonner-toaster], section[aria-live]")).toBeNull();

    act(() => toast.success("Your address was saved"));
    const shown = await screen.findByText("Your address was saved");
    expect(shown.closest("section")?.getAttribute("aria-live")).toBe("polite");

    act(() => toast.error("The card was declined"));
    expect(await screen.findByText("The card was declined")).toBeTruthy();
  });
});
