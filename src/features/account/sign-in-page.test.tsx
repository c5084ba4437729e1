import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { ToastHost } from "../../ui/toast.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import "../../data/session.ts";
import { AccountPage } from "./account-page.tsx";
import { fakeApi, USER_WIRE } from "./fake-api.test-helper.ts";
import { SignInPage } from "./sign-in-page.tsx";

async function renderSignIn(langId: 1 | 2 = 1) {
  return renderWithApp(
    <>
      <SignInPage />
      <ToastHost />
    </>,
    { path: "/account/signin", langId },
  );
}

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SignInPage", () => {
  it("says 'Please fill in the required fields' beside the empty fields and sends nothing", async () => {
    const calls = fakeApi({});
    await renderSignIn();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe("Please fill in the required fields");
    await waitFor(() => expect(screen.getAllByText("Please fill in the required fields")).toHaveLength(3)); // two fields and the toast
    expect(calls).toEqual([]);
  });

  it("shows and hides the password", async () => {
    await renderSignIn();
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password.getAttribute("type")).toBe("password");
  });

  it("signs in, keeps the session on the device, and goes home", async () => {
    const calls = fakeApi({ "/userlogin": { status: 200, body: { data: USER_WIRE } } });
    const view = await renderSignIn();
    fill("Email", " noura@example.com ");
    fill("Password", "Saffron-Harbour-42");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Logged in successfully")).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe("/"));
    expect(calls[0]!.fields).toMatchObject({ email: "noura@example.com", password: "Saffron-Harbour-42" });
    expect(await db.session.get("current")).toMatchObject({ userId: 7, firstName: "Noura", token: USER_WIRE.token });
  });

  it("says only 'Email or password is incorrect' when the server refuses", async () => {
    fakeApi({ "/userlogin": { status: 401, body: { data: null, error_msg: "x", code: "invalid_credentials" } } });
    await renderSignIn();
    fill("Email", "noura@example.com");
    fill("Password", "wrong-password");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email or password is incorrect")).toBeTruthy();
    expect(await db.session.count()).toBe(0);
  });

  it("offline, says a connection is needed and keeps what was typed", async () => {
    fakeApi({ "/userlogin": "offline" });
    await renderSignIn();
    fill("Email", "noura@example.com");
    fill("Password", "Saffron-Harbour-42");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("You are offline. Connect to sign in.")).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("noura@example.com");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("Saffron-Harbour-42");
  });

  it("in the middle of a checkout, goes to the address form when the profile has no address", async () => {
    fakeApi({
      "/userlogin": { status: 200, body: { data: USER_WIRE } },
      "/getuserprofile": (call) => ({
        status: call.authorization === `Bearer ${USER_WIRE.token}` ? 200 : 401,
        body: { data: { user_id: 7, address: null, wallet_array: [], wallet_amount: "0.000" } },
      }),
    });
    const account = await renderWithApp(<AccountPage />, { path: "/account" });
    await waitFor(async () => expect(await db.settings.get("checkoutFlow")).toEqual({ key: "checkoutFlow", value: true }));
    account.unmount();
    const view = await renderSignIn();
    fill("Email", "noura@example.com");
    fill("Password", "Saffron-Harbour-42");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(view.location()).toBe("/checkout/add-address"));
    expect(await db.settings.get("checkoutFlow")).toBeUndefined();
  });

  it("in the middle of a checkout, goes to the checkout when an address is saved", async () => {
    await db.settings.put({ key: "checkoutFlow", value: true });
    fakeApi({
      "/userlogin": { status: 200, body: { data: USER_WIRE } },
      "/getuserprofile": { status: 200, body: { data: { user_id: 7, address: { address_id: 3 } } } },
    });
    const view = await renderSignIn();
    fill("Email", "noura@example.com");
    fill("Password", "Saffron-Harbour-42");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(view.location()).toBe("/checkout"));
  });

  it("opens 'Find your account', closes it on Escape, and sends a reset request", async () => {
    const calls = fakeApi({ "/forgotpassword": { status: 200, body: { data: { sent: true } } } });
    await renderSignIn();
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    const dialog = screen.getByRole("dialog", { name: "Find your account" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Enter your email address or mobile number.")).toBeTruthy();
    fill("Email or mobile number", "٥٥١٢٣٤٥٦");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(await screen.findByText(/If an account matches, we have sent it a link/)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: "/forgotpassword", fields: { mobile_no: "55123456" } });
  });

  it("outside production, offers the reset link the server answered, on this site", async () => {
    fakeApi({ "/forgotpassword": { status: 200, body: { data: { sent: true, dev_reset_link: "http://localhost:8080/reset-password?token=abc_DEF-1" } } } });
    await renderSignIn();
    fill("Email", "noura@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect((screen.getByLabelText("Email or mobile number") as HTMLInputElement).value).toBe("noura@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    const link = await screen.findByRole("link", { name: "Open the reset link (development only)" });
    expect(link.getAttribute("href")).toBe("/reset-password?token=abc_DEF-1");
    // The Send button is gone: focus moves (once the dialog has shown its answer) to the dialog's
    // own Close button, not the × icon.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Close"));
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
  });

  it("speaks Arabic", async () => {
    fakeApi({});
    await renderSignIn(2);
    expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("Sign in to your account");
    expect(screen.queryByText("Forgot password?")).toBeNull();
  });
});
