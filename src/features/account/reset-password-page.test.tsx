import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ToastHost } from "../../ui/toast.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import "../../data/session.ts";
import { fakeApi, USER_WIRE } from "./fake-api.test-helper.ts";
import { ResetPasswordPage } from "./reset-password-page.tsx";

const TOKEN = "r".repeat(43);

async function renderReset(path = `/reset-password?token=${TOKEN}`) {
  return renderWithApp(
    <>
      <ResetPasswordPage />
      <ToastHost />
    </>,
    { path },
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save and sign in" }));

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ResetPasswordPage", () => {
  it("sets the new password with the link's token and signs the customer in", async () => {
    const calls = fakeApi({ "/resetpassword": { status: 200, body: { data: USER_WIRE } } });
    const view = await renderReset();
    fill("New password (at least 8 characters)", "short");
    fill("Confirm password", "short");
    save();
    expect(await screen.findAllByText("The password must have at least 8 characters.")).not.toHaveLength(0);
    fill("New password (at least 8 characters)", "Cardamom-Lantern-77");
    fill("Confirm password", "Cardamom-Lantern-78");
    save();
    expect(await screen.findAllByText("The passwords do not match")).not.toHaveLength(0);
    expect(calls).toEqual([]);
    fill("Confirm password", "Cardamom-Lantern-77");
    save();
    await waitFor(() => expect(view.location()).toBe("/"));
    expect(calls[0]!.fields).toMatchObject({ token: TOKEN, password: "Cardamom-Lantern-77" });
    expect(await db.session.get("current")).toMatchObject({ userId: 7 });
  });

  it("says when the link is used, expired or incomplete", async () => {
    fakeApi({ "/resetpassword": { status: 400, body: { data: null, error_msg: "x", code: "invalid_reset_token", field: "token" } } });
    await renderReset();
    fill("New password (at least 8 characters)", "Cardamom-Lantern-77");
    fill("Confirm password", "Cardamom-Lantern-77");
    save();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "This reset link is invalid or has expired. Ask for a new one.");
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/account/signin");
  });

  it("without a token, says the link is broken", async () => {
    await renderReset("/reset-password");
    expect(screen.getByRole("alert").textContent).toBe("This reset link is invalid or has expired. Ask for a new one.");
  });
});
