import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { SubscribePage } from "./subscribe-page.tsx";

function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText("Email address"), { target: { value } });
}

it("explains a missing or malformed address before sending anything", async () => {
  await renderWithApp(<SubscribePage />, { path: "/subscribe" });
  const input = screen.getByLabelText("Email address");
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(screen.getByText("Please enter your email address.")).toBeTruthy();
  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(input);

  typeEmail("sara@example");
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(screen.getByText("Please enter a valid email address, for example name@example.com.")).toBeTruthy();
  expect(input.getAttribute("aria-describedby")).toBe("newsletter-email-error");
});

it("in Arabic, says so when there is no connection and keeps the typed address", async () => {
  await renderWithApp(<SubscribePage />, { path: "/subscribe", langId: 2 });
  fireEvent.change(screen.getByLabelText("البريد الإلكتروني"), { target: { value: "sara@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: "اشترك" }));
  // No server answers under jsdom: the call fails like a phone without signal.
  expect((await screen.findByText(/^أنت غير متصل/)).textContent).toContain("بريدك محفوظ هنا");
  expect((screen.getByLabelText("البريد الإلكتروني") as HTMLInputElement).value).toBe("sara@example.com");
});
