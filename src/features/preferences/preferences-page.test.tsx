// /my-plan/preferences against the server's answers (fake fetch): the customer's choices read into
// two groups of checkboxes, a save sent once and confirmed, a save made offline shown pending, a
// refusal shown with the saved values back, and a guest sent to sign in.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakeFetch, type Answer, type Call } from "../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import { saveSession } from "../../data/session.ts";
import { PreferencesPage } from "./preferences-page.tsx";

let server: { proteins: string[]; allergens: string[] };
let mode: "ok" | "offline" | "refuse";
let calls: Call[];
const list = (v: string | undefined) => (v ? v.split(",") : []);

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.session.clear(), db.userCache.clear()]);
  server = { proteins: ["lamb"], allergens: [] };
  mode = "ok";
  calls = fakeFetch({
    "/preferences": (): Answer => (mode === "offline" ? "offline" : { status: 200, body: { data: server } }),
    "/savepreferences": (call): Answer => {
      if (mode === "offline") return "offline";
      if (mode === "refuse") return { status: 422, body: { data: null, code: "invalid_input", error_msg: "x" } };
      server = { proteins: list(call.fields.proteins), allergens: list(call.fields.allergens) };
      return { status: 200, body: { data: server } };
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const signIn = () => saveSession({ userId: 7, firstName: "Noura", lastName: "K", email: "n@example.com", mobileNo: "55555555", token: "t" });
const box = (group: string, name: string) => within(screen.getByRole("group", { name: group })).getByRole("checkbox", { name });

it("shows the saved choices in two groups and saves a change once", async () => {
  await signIn();
  await renderWithApp(<PreferencesPage />, { path: "/my-plan/preferences" });
  await waitFor(() => expect((box("Proteins I don't eat", "Lamb") as HTMLInputElement).checked).toBe(true));
  expect(within(screen.getByRole("group", { name: "Proteins I don't eat" })).getAllByRole("checkbox")).toHaveLength(8);
  expect(within(screen.getByRole("group", { name: "Allergens I avoid" })).getAllByRole("checkbox")).toHaveLength(8);

  fireEvent.click(box("Proteins I don't eat", "Fish"));
  fireEvent.click(box("Proteins I don't eat", "Lamb"));
  fireEvent.click(box("Allergens I avoid", "Nuts"));
  fireEvent.click(screen.getByRole("button", { name: "Save my choices" }));
  expect(await screen.findByText("Saved. The menu and the kitchen's picks follow your choices.")).toBeTruthy();
  expect(server).toEqual({ proteins: ["fish"], allergens: ["nuts"] });
  expect(calls.filter((c) => c.path === "/savepreferences")).toHaveLength(1);
  expect((box("Proteins I don't eat", "Fish") as HTMLInputElement).checked).toBe(true);
  expect((box("Proteins I don't eat", "Lamb") as HTMLInputElement).checked).toBe(false);
});

it("offline, keeps the save on the phone and says it is pending", async () => {
  await signIn();
  await renderWithApp(<PreferencesPage />, { path: "/my-plan/preferences" });
  await waitFor(() => expect((box("Proteins I don't eat", "Lamb") as HTMLInputElement).checked).toBe(true));
  mode = "offline";
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  fireEvent.click(box("Allergens I avoid", "Sesame"));
  fireEvent.click(screen.getByRole("button", { name: "Save my choices" }));
  expect(await screen.findByText("Saved on this phone. Your choices will be sent when you are online.")).toBeTruthy();
  expect(await db.outbox.count()).toBe(1);
  expect(server).toEqual({ proteins: ["lamb"], allergens: [] });
  expect((box("Allergens I avoid", "Sesame") as HTMLInputElement).checked).toBe(true);
});

it("a refused save says so and shows the saved values again", async () => {
  await signIn();
  await renderWithApp(<PreferencesPage />, { path: "/my-plan/preferences" });
  await waitFor(() => expect((box("Proteins I don't eat", "Lamb") as HTMLInputElement).checked).toBe(true));
  mode = "refuse";
  fireEvent.click(box("Proteins I don't eat", "Beef"));
  fireEvent.click(screen.getByRole("button", { name: "Save my choices" }));
  expect((await screen.findByRole("alert")).textContent).toBe("Your choices could not be saved. What you saved before still stands; please try again.");
  await waitFor(() => expect((box("Proteins I don't eat", "Beef") as HTMLInputElement).checked).toBe(false));
  expect((box("Proteins I don't eat", "Lamb") as HTMLInputElement).checked).toBe(true);
});

it("in Arabic, names the groups and the choices in Arabic", async () => {
  await signIn();
  await renderWithApp(<PreferencesPage />, { path: "/my-plan/preferences", langId: 2 });
  expect(await screen.findByRole("heading", { level: 1, name: "الأطعمة غير المرغوبة والحساسية" })).toBeTruthy();
  await waitFor(() => expect((box("أنواع البروتين التي لا آكلها", "لحم غنم") as HTMLInputElement).checked).toBe(true));
  expect(box("مسببات الحساسية التي أتجنبها", "مكسرات")).toBeTruthy();
});

it("sends a guest to sign in", async () => {
  const view = await renderWithApp(<PreferencesPage />, { path: "/my-plan/preferences" });
  await waitFor(() => expect(view.location()).toBe("/sign-in"));
});
