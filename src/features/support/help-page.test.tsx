import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { HelpPage } from "./help-page.tsx";

afterEach(() => {
  for (const m of document.head.querySelectorAll('meta[name^="support-"]')) m.remove();
});

function markPage(phone: string, whatsapp: string, hours: string) {
  for (const [name, content] of [["support-phone", phone], ["support-whatsapp", whatsapp], ["support-hours", hours]] as const) {
    const meta = document.createElement("meta");
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

it("shows the hours in Kuwait time and the call and WhatsApp links the server marked the page with", async () => {
  markPage("+96522345678", "96561234567", "09:00-21:30");
  await renderWithApp(<HelpPage />, { path: "/help" });
  expect(screen.getByRole("heading", { level: 1, name: "Help" })).toBeTruthy();
  expect(screen.getByText(/^We answer every day/).textContent).toBe("We answer every day from 09:00 to 21:30, Kuwait time.");
  expect(screen.getByRole("link", { name: "Call us" }).getAttribute("href")).toBe("tel:+96522345678");
  expect(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe("https://wa.me/96561234567");
  expect(screen.getByText("Until when can I change a day?")).toBeTruthy();
});

it("in Arabic, with the defaults on an unmarked page", async () => {
  await renderWithApp(<HelpPage />, { path: "/help", langId: 2 });
  expect(screen.getByRole("heading", { level: 1, name: "المساعدة" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "واتساب" }).getAttribute("href")).toBe("https://wa.me/96550000000");
  expect(screen.getByText("متى تقومون بالتوصيل؟")).toBeTruthy();
});
