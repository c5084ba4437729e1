// The address form keeps what is typed on the device: a form opened again (the modal closed and
// reopened, a reload) shows it, on its tab; a successful save clears it. Real Dexie, real catalogs.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Dexie } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "../../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import { db } from "../../../lib/db.ts";
import { flushOutbox } from "../../../data/outbox.ts";
import { signOutLocally } from "../../../data/session.ts";
import { toSavedAddress } from "../../../profile/profile.ts";
import { AddressForm } from "./address-form.tsx";

const SALMIYA = {
  id: 5,
  nameEn: "Salmiya",
  nameAr: "السالمية",
  governorateId: 1,
  governorateEn: "Hawalli",
  governorateAr: "حولي",
  lat: 29.33,
  lng: 48.07,
};
const SAVED = {
  address_id: 41,
  address_type: "house",
  area_id: 5,
  block: "3",
  street: "Old St",
  avenue: "",
  house_number: "7",
  appartment_number: "",
  floor_no: "",
  flat_no: "",
  company_name: "",
  office_number: "",
  directions: "",
  mobile_number: "55123456",
  lat: null,
  lang: null,
};

async function open(onSaved = () => {}) {
  return renderWithApp(<AddressForm userId={7} mobileNo="55123456" back="/checkout" onSaved={onSaved} />, { path: "/checkout" });
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input, select" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({
    id: "current",
    userId: 7,
    firstName: "Noura",
    lastName: "A",
    email: "n@example.com",
    mobileNo: "55123456",
    token: "t".repeat(43),
  });
  await db.areas.put(SALMIYA);
  await db.catalogStamps.put({ key: "areas", fetchedAt: Date.now() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AddressForm keeps the typing", () => {
  it("restores what was typed, on its tab, when the form opens again; a save clears it", async () => {
    fakeFetch({
      "/getuserprofile": { status: 200, body: { data: { address: SAVED } } },
      "/addaddress": { status: 200, body: { data: { ...SAVED, address_type: "building", street: "New St" } } },
    });
    await db.userCache.put({ key: "profile", userId: 7, value: { address: toSavedAddress(SAVED), walletFils: 0, walletId: 7 } });
    const first = await open();
    await waitFor(() => expect(field("Street").value).toBe("Old St"));
    // Nothing typed yet: nothing kept.
    expect(await db.addressDrafts.count()).toBe(0);
    fireEvent.click(screen.getByRole("tab", { name: "Apartment" }));
    type("Street", "New St");
    type("Building number", "12");
    await waitFor(async () =>
      expect(await db.addressDrafts.get([7, "building"])).toMatchObject({ fields: { street: "New St", buildingNumber: "12" } }),
    );
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

  it("keeps what the customer chose before the device's copy was read (a slow phone): the read fills only the empty fields", async () => {
    fakeFetch({ "/getuserprofile": "offline" });
    // A slow device: the typing kept on it is read only once this write transaction ends.
    let release: () => void = () => {};
    const held = db.transaction("rw", db.addressDrafts, () => Dexie.waitFor(new Promise<void>((resolve) => (release = resolve))));
    await open();
    await screen.findByRole("option", { name: "Salmiya" });
    fireEvent.change(field("Area"), { target: { value: "5" } });
    type("Block", "9");
    expect(field("Area").value).toBe("5");
    release();
    await held;
    // The blank form's default, the profile's mobile number, fills the field left empty; the area and block stay.
    await waitFor(() => expect(field("Mobile number").value).toBe("55123456"));
    expect(field("Area").value).toBe("5");
    expect(field("Block").value).toBe("9");
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

describe("AddressForm saves through the outbox, online too", () => {
  const fillHouse = async () => {
    await waitFor(() => expect(field("Mobile number").value).toBe("55123456"));
    fireEvent.change(field("Area"), { target: { value: "5" } });
    type("Block", "3");
    type("Street", "Gulf Rd");
    type("House number", "7");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  };

  it("online: sent at once with its idempotency key; the profile holds the new address and the outbox is empty", async () => {
    const calls = fakeFetch({
      "/getuserprofile": { status: 200, body: { data: { address: null } } },
      "/addaddress": { status: 200, body: { data: { ...SAVED, street: "Gulf Rd" } } },
    });
    const onSaved = vi.fn();
    await open(onSaved);
    await fillHouse();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const sent = calls.filter((c) => c.path === "/addaddress");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.fields).toMatchObject({ street: "Gulf Rd", block: "3", address_type: "house" });
    expect(sent[0]!.fields.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.userCache.get("profile")).toMatchObject({ userId: 7, value: { address: { id: 41, street: "Gulf Rd", areaId: 5 } } });
    expect(screen.queryByText("Your address is saved on this phone and will be sent when you are online.")).toBeNull();
  });

  it("online but the request fails on the network: kept on the phone, and the form says so", async () => {
    fakeFetch({ "/getuserprofile": { status: 200, body: { data: { address: null } } }, "/addaddress": "offline" });
    const onSaved = vi.fn();
    await open(onSaved);
    await fillHouse();
    expect(await screen.findByText("Your address is saved on this phone and will be sent when you are online.")).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refused by the server: nothing kept, the problem shown beside its field", async () => {
    fakeFetch({
      "/getuserprofile": { status: 200, body: { data: { address: null } } },
      "/addaddress": { status: 400, body: { code: "invalid_block", error_msg: "Bad block", field: "block" } },
    });
    const onSaved = vi.fn();
    await open(onSaved);
    await fillHouse();
    expect(await screen.findAllByText("The address could not be saved. Please check it and try again.")).not.toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
    expect(field("Street").value).toBe("Gulf Rd");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("kept on the phone and refused when sent later, form closed: opened again, it shows that address with the problem, once", async () => {
    fakeFetch({ "/getuserprofile": { status: 200, body: { data: { address: null } } }, "/addaddress": "offline" });
    const first = await open();
    await fillHouse();
    expect(await screen.findByText("Your address is saved on this phone and will be sent when you are online.")).toBeTruthy();
    first.unmount();

    fakeFetch({
      "/getuserprofile": { status: 200, body: { data: { address: null } } },
      "/addaddress": { status: 400, body: { code: "invalid_block", error_msg: "Bad block", field: "block" } },
    });
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);

    const again = await open();
    await waitFor(() => expect(field("Street").value).toBe("Gulf Rd"));
    expect(await screen.findAllByText("The address could not be saved. Please check it and try again.")).not.toHaveLength(0);
    expect(field("Block").getAttribute("aria-invalid")).toBe("true");
    // Shown: the device remembers it (the draft stays, without its refusal).
    await waitFor(async () => expect((await db.addressDrafts.toArray()).map((d) => d.refused)).toEqual([undefined]));
    again.unmount();

    await open();
    await waitFor(() => expect(field("Street").value).toBe("Gulf Rd"));
    expect(field("Block").getAttribute("aria-invalid")).not.toBe("true");
  });
});
