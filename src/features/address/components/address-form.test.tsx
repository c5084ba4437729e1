// The address form keeps what is typed on the device: a form opened again (the modal closed and
// reopened, a reload) shows it, on its tab; a successful save clears it. Real Dexie, real catalogs.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "../../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import { db } from "../../../lib/db.ts";
import { signOutLocally } from "../../../lib/session.ts";
import { AddressForm } from "./address-form.tsx";

const SALMIYA = { id: 5, nameEn: "Salmiya", nameAr: "السالمية", governorateId: 1, governorateEn: "Hawalli", governorateAr: "حولي", lat: 29.33, lng: 48.07 };
const SAVED = {
  address_id: 41, address_type: "house", area_id: 5, block: "3", street: "Old St", avenue: "", house_number: "7", appartment_number: "",
  floor_no: "", flat_no: "", company_name: "", office_number: "", directions: "", mobile_number: "55123456", lat: null, lang: null,
};

async function open(onSaved = () => {}) {
  return renderWithApp(<AddressForm userId={7} mobileNo="55123456" back="/checkout" onSaved={onSaved} />, { path: "/checkout" });
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input, select" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({ id: "current", userId: 7, firstName: "Noura", lastName: "A", email: "n@example.com", mobileNo: "55123456", token: "t".repeat(43) });
  await db.areas.put(SALMIYA);
  await db.catalogStamps.put({ key: "areas", fetchedAt: Date.now() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AddressForm keeps the typing", () => {
  it("restores what was typed, on its tab, when the form opens again; a save clears it", async () => {
    fakeFetch({ "/getuserprofile": { status: 200, body: { data: { address: SAVED } } }, "/addaddress": { status: 200, body: { data: { ...SAVED, address_type: "building", street: "New St" } } } });
    await db.userCache.put({ key: "addresses", userId: 7, value: SAVED });
    const first = await open();
    await waitFor(() => expect(field("Street").value).toBe("Old St"));
    // Nothing typed yet: nothing kept.
    expect(await db.addressDrafts.count()).toBe(0);
    fireEvent.click(screen.getByRole("tab", { name: "Apartment" }));
    type("Street", "New St");
    type("Building number", "12");
    await waitFor(async () => expect(await db.addressDrafts.get([7, "building"])).toMatchObject({ fields: { street: "New St", buildingNumber: "12" } }));
    first.unmount();

    const onSaved = vi.fn();
    await open(onSaved);
    await waitFor(() => expect(screen.getByRole("tab", { name: "Apartment" }).getAttribute("aria-selected")).toBe("true"));
    expect(field("Street").value).toBe("New St");
    expect(field("Building number").value).toBe("12");
    // The other tab shows the saved address of its type, and coming back the typing is still there.
    fireEvent.click(screen.getByRole("tab", { name: "House" }));
    expect(field("Street").value).toBe("Old St");
    fireEvent.click(screen.getByRole("tab", { name: "Apartment" }));
    expect(field("Building number").value).toBe("12");

    fireEvent.change(field("Area"), { target: { value: "5" } });
    type("Block", "4");
    type("Floor", "2");
    type("Apartment number", "9");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    await waitFor(async () => expect(await db.addressDrafts.count()).toBe(0));
  });

  it("is the user's: logout drops it", async () => {
    fakeFetch({ "/getuserprofile": "offline" });
    await open();
    await waitFor(() => expect(field("Mobile number").value).toBe("55123456"));
    type("Street", "Typed St");
    await waitFor(async () => expect(await db.addressDrafts.count()).toBe(1));
    await signOutLocally();
    expect(await db.addressDrafts.count()).toBe(0);
  });
});
