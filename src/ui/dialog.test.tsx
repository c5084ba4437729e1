// The native-dialog modal in jsdom (which has no showModal: the dialog opens as a plain open one):
// labelled by its title, the first field focused, Escape (the dialog's cancel) and the close button
// close it, and the focus goes back to what opened it.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/support/render.tsx";
import { Dialog } from "./dialog.tsx";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Address
      </button>
      {open && (
        <Dialog title="Add or Update Address" onClose={() => setOpen(false)} initialFocus="input">
          <label>
            Street <input />
          </label>
        </Dialog>
      )}
    </>
  );
}

async function openDialog() {
  await renderWithApp(<Harness />);
  const opener = screen.getByRole("button", { name: "Add Address" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog", { name: "Add or Update Address" }) };
}

describe("Dialog", () => {
  it("opens labelled, with the focus on its first field", async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.hasAttribute("open")).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Street")));
  });

  it("Escape closes it and gives the focus back to the opener", async () => {
    const { dialog, opener } = await openDialog();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("the close button closes it", async () => {
    const { opener } = await openDialog();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
