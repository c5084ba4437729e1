import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/support/render.tsx";
import { Modal } from "./modal.tsx";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open photo
      </button>
      <a href="/elsewhere">A link behind the modal</a>
      {open && (
        <Modal title="Grilled chicken" onClose={() => setOpen(false)}>
          <p>A plate of grilled chicken.</p>
          <a href="/menu">First link</a>
          <button type="button">Last button</button>
        </Modal>
      )}
    </>
  );
}

async function openModal() {
  await renderWithApp(<Harness />);
  const opener = screen.getByRole("button", { name: "Open photo" });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole("dialog", { name: "Grilled chicken" });
  return { opener, dialog };
}

describe("Modal", () => {
  it("is a labelled modal dialog with focus inside and the page behind it inert", async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    const behind = document.querySelector('a[href="/elsewhere"]')!;
    expect(behind.closest("[inert]")).not.toBeNull();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const { dialog } = await openModal();
    const close = screen.getByRole("button", { name: "Close" });
    const last = screen.getByRole("button", { name: "Last button" });
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    // In the middle, Tab is left to the browser (which moves to the next control inside).
    const link = screen.getByRole("link", { name: "First link" });
    link.focus();
    expect(fireEvent.keyDown(link, { key: "Tab" })).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const { opener, dialog } = await openModal();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.querySelector("[inert]")).toBeNull();
  });

  it("closes on a click on the backdrop but not on the panel", async () => {
    const { opener, dialog } = await openModal();
    fireEvent.click(screen.getByText("A plate of grilled chicken."));
    expect(screen.getByRole("dialog")).toBe(dialog);
    act(() => {
      fireEvent.click(dialog.parentElement!);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes with its Close button, named in Arabic too", async () => {
    await renderWithApp(<Harness />, { langId: 2 });
    fireEvent.click(screen.getByRole("button", { name: "Open photo" }));
    fireEvent.click(screen.getByRole("button", { name: "إغلاق" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
