import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ToastHost } from "../../ui/toast.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import "../../data/session.ts";
import { fakeApi, USER_WIRE } from "./fake-api.test-helper.ts";
import { SignUpPage } from "./sign-up-page.tsx";

async function renderSignUp(path = "/account/signup", langId: 1 | 2 = 1) {
  return renderWithApp(
    <>
      <SignUpPage />
      <ToastHost />
    </>,
    { path, langId },
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const register = () => fireEvent.click(screen.getByRole("button", { name: "Register" }));

function errorOf(label: string): string | undefined {
  const input = screen.getByLabelText(label);
  if (input.getAttribute("aria-invalid") !== "true") return undefined;
  return document.getElementById(input.getAttribute("aria-describedby")!)?.textContent ?? undefined;
}

function fillAll() {
  fill("First name", "Noura");
  fill("Last name", "Al-Sabah");
  fill("Email", "noura@example.com");
  fill("Mobile number", "٥٥١٢٣٤٥٦");
  fill("Password (at least 8 characters)", "Saffron-Harbour-42");
  fill("Confirm password", "Saffron-Harbour-42");
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SignUpPage", () => {
  it("checks in the spec's order: the first problem is toasted and focused, each shows beside its field", async () => {
    const calls = fakeApi({});
    await renderSignUp();
    register();
    expect(errorOf("First name")).toBe("Enter your first name");
    expect(errorOf("Last name")).toBe("Enter your last name");
    expect(errorOf("Email")).toBe("Enter your email");
    expect(errorOf("Mobile number")).toBe("Enter your mobile number");
    expect(document.activeElement).toBe(screen.getByLabelText("First name"));
    await waitFor(() => expect(screen.getAllByText("Enter your first name")).toHaveLength(2)); // beside the field and the toast

    fill("First name", "Noura");
    fill("Last name", "Al-Sabah");
    fill("Email", "noura@example");
    fill("Mobile number", "1234567");
    fill("Password (at least 8 characters)", "Saffron-Harbour-42");
    fill("Confirm password", "Saffron-Harbour-43");
    register();
    expect(errorOf("First name")).toBeUndefined();
    expect(errorOf("Email")).toBe("Enter a valid email address, for example name@example.com.");
    expect(errorOf("Mobile number")).toBe("Enter an 8-digit Kuwaiti mobile number starting with 2, 4, 5, 6 or 9.");
    expect(errorOf("Confirm password")).toBe("The passwords do not match");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(calls).toEqual([]);
  });

  it("registers with the mobile in Latin digits and an empty referral code, then goes home", async () => {
    const calls = fakeApi({ "/userregistration": { status: 200, body: { data: USER_WIRE } } });
    const view = await renderSignUp();
    fillAll();
    register();
    expect(await screen.findByText("Registered successfully")).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe("/"));
    expect(calls[0]!.fields).toMatchObject({ first_name: "Noura", mobile_no: "55123456", referral_code: "", email: "noura@example.com" });
    expect(await db.session.get("current")).toMatchObject({ userId: 7, email: "noura@example.com" });
  });

  it("says which field is already taken", async () => {
    fakeApi({ "/userregistration": { status: 409, body: { data: null, error_msg: "x", code: "mobile_taken", field: "mobile_no" } } });
    await renderSignUp();
    fillAll();
    register();
    await waitFor(() => expect(errorOf("Mobile number")).toBe("An account with this mobile number already exists."));
    expect(errorOf("Email")).toBeUndefined();
  });

  it("puts the server's password policy beside the password", async () => {
    fakeApi({ "/userregistration": { status: 400, body: { data: null, error_msg: "x", code: "common_password", field: "password" } } });
    await renderSignUp();
    fillAll();
    register();
    await waitFor(() => expect(errorOf("Password (at least 8 characters)")).toBe("This password is too common. Choose another one."));
  });

  it("sends the referral code of a ?ref= link and says when it is wrong", async () => {
    const calls = fakeApi({ "/userregistration": { status: 400, body: { data: null, error_msg: "Referral code not found", code: "referral_not_found" } } });
    await renderSignUp("/sign-up?ref=FRIEND1");
    fillAll();
    register();
    expect(await screen.findByText("This referral code is wrong or has expired")).toBeTruthy();
    expect(calls[0]!.fields.referral_code).toBe("FRIEND1");
  });

  it("offline, says so and keeps what was typed", async () => {
    fakeApi({ "/userregistration": "offline" });
    await renderSignUp();
    fillAll();
    register();
    expect(await screen.findByText("You are offline. Connect to create your account.")).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Noura");
  });

  it("gives the mobile field a numeric keyboard", async () => {
    await renderSignUp();
    expect(screen.getByLabelText("Mobile number").getAttribute("inputmode")).toBe("numeric");
  });
});
