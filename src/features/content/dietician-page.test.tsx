import { fireEvent, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { DieticianPage } from "./dietician-page.tsx";

it("shows why a dietician helps and four dieticians with their experience", async () => {
  await renderWithApp(<DieticianPage />, { path: "/dietician" });
  expect(screen.getByRole("heading", { level: 1, name: "Why do you need a dietician?" })).toBeTruthy();
  const cards = within(screen.getByRole("list", { name: "Our dieticians" })).getAllByRole("article");
  expect(cards).toHaveLength(4);
  expect(within(cards[0]!).getByText("12 years of experience")).toBeTruthy();
  expect(within(cards[0]!).getByRole("button", { name: "Book an appointment Dr. Sara Al-Mutairi" })).toBeTruthy();
});

it("the request form explains bad input, accepts Arabic-Indic digits, and keeps what was typed", async () => {
  await renderWithApp(<DieticianPage />, { path: "/dietician", langId: 2 });
  expect(screen.getByText("6 سنوات خبرة")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "احجز موعدًا نور الكندري" }));
  const dialog = await screen.findByRole("dialog", { name: "احجز موعدًا مع نور الكندري" });

  fireEvent.click(within(dialog).getByRole("button", { name: "أرسل الطلب" }));
  expect(within(dialog).getByText("يرجى إدخال اسمك.")).toBeTruthy();
  expect(within(dialog).getByText("يرجى إدخال رقم هاتفك.")).toBeTruthy();
  expect(document.activeElement).toBe(within(dialog).getByLabelText("اسمك"));

  fireEvent.change(within(dialog).getByLabelText("اسمك"), { target: { value: "سارة" } });
  fireEvent.change(within(dialog).getByLabelText("رقم الهاتف"), { target: { value: "١٢٣٤٥٦٧٨" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "أرسل الطلب" }));
  expect(within(dialog).queryByText("يرجى إدخال اسمك.")).toBeNull();
  expect(within(dialog).getByText("يرجى إدخال رقم كويتي من 8 أرقام يبدأ بـ 2 أو 4 أو 5 أو 6 أو 9.")).toBeTruthy();

  fireEvent.change(within(dialog).getByLabelText("رقم الهاتف"), { target: { value: "٩٩٨٨٧٧٦٦" } });
  fireEvent.change(within(dialog).getByLabelText("الوقت المفضل"), { target: { value: "evening" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "أرسل الطلب" }));
  // The number is valid; with no server under jsdom the send fails like a phone without signal.
  expect(await within(dialog).findByText(/^أنت غير متصل/)).toBeTruthy();
  expect(within(dialog).queryByText(/يرجى إدخال رقم/)).toBeNull();

  // Closing and opening again (even for another dietician) keeps what was typed.
  fireEvent.click(within(dialog).getByRole("button", { name: "إغلاق" }));
  fireEvent.click(screen.getByRole("button", { name: "احجز موعدًا فاطمة العجمي" }));
  const again = await screen.findByRole("dialog", { name: "احجز موعدًا مع فاطمة العجمي" });
  expect((within(again).getByLabelText("رقم الهاتف") as HTMLInputElement).value).toBe("٩٩٨٨٧٧٦٦");
  expect((within(again).getByLabelText("الوقت المفضل") as HTMLSelectElement).value).toBe("evening");
});
