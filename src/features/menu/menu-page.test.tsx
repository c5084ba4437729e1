import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db, type LangId } from "../../lib/db.ts";
import type { CachedMeal } from "../../catalog/store.ts";
import { saveSession } from "../../data/session.ts";
import { MenuPage } from "./menu-page.tsx";

const CHICKEN = 7;
const BEEF = 8;

function meal(langId: LangId, mealTypeId: number, id: number, name: string, protein: [number, string], days: number[], calories: [number, number]): CachedMeal {
  return {
    langId,
    packageId: 24,
    mealTypeId,
    id,
    name,
    imageUrl: `/media/meals/${id}-640.webp`,
    proteinTagId: protein[0],
    proteinTag: protein[1],
    days,
    protCarbs: "",
    calories,
    position: id,
  };
}

const ROWS: CachedMeal[] = [
  { ...meal(1, 1, 101, "Egg White Omelette", [CHICKEN, "Chicken"], [6, 0, 1], [220, 340]), macros: { protein: 18.2, carbs: 6, fat: 10.5 } },
  meal(1, 1, 102, "Chicken Sausage Wrap", [CHICKEN, "Chicken"], [2, 4], [300, 420]),
  meal(1, 1, 103, "Beef Breakfast Burrito", [BEEF, "Beef"], [4], [380, 520]),
  meal(1, 2, 201, "Grilled Chicken with Rice", [CHICKEN, "Chicken"], [6], [450, 610]),
  meal(2, 1, 101, "أومليت بياض البيض", [CHICKEN, "دجاج"], [6, 0, 1], [220, 340]),
  meal(2, 1, 102, "راب نقانق الدجاج", [CHICKEN, "دجاج"], [2, 4], [300, 420]),
  meal(2, 1, 103, "بوريتو اللحم للفطور", [BEEF, "لحم"], [4], [380, 520]),
];

async function seed(rows: CachedMeal[]) {
  await db.meals.bulkPut(rows);
  const now = Date.now();
  // Fresh stamps: the screen renders from the cache and does not ask the network.
  await db.catalogStamps.bulkPut(
    ["meals:1:24:1", "meals:1:24:2", "meals:2:24:1", "packages:1", "packages:2"].map((key) => ({ key, fetchedAt: now })),
  );
}

const cardNames = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

beforeEach(async () => {
  await Promise.all([db.meals.clear(), db.catalogStamps.clear(), db.packages.clear(), db.session.clear(), db.userCache.clear(), db.settings.clear()]);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("MenuPage", () => {
  it("shows each dish with its protein, calorie range, macros and days, Saturday first", async () => {
    await seed(ROWS);
    await renderWithApp(<MenuPage />, { path: "/menu" });
    const heading = await screen.findByRole("heading", { level: 3, name: "Chicken Sausage Wrap" });
    const card = heading.closest("li")!;
    expect(within(card).getByText("Chicken")).toBeTruthy();
    // Low to high with an en dash, whole numbers (rules/ranges.ts).
    expect(card.querySelector(".dish-kcal")?.textContent).toBe("300–420 kcal");
    const omelette = screen.getByRole("heading", { level: 3, name: "Egg White Omelette" }).closest("li")!;
    expect([...omelette.querySelectorAll(".dish-macros > div")].map((d) => d.textContent)).toEqual(["Protein18 g", "Carbs6 g", "Fat11 g"]);
    // A row cached before the server sent the macros shows none.
    expect(card.querySelector(".dish-macros")).toBeNull();
    expect(within(card).getByText(/Tue · Thu/)).toBeTruthy();
    expect(within(screen.getAllByRole("listitem")[0]!).getByText(/Sat · Sun · Mon/)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("3 dishes");
  });

  it("switches category with the arrow keys on the tabs", async () => {
    await seed(ROWS);
    await renderWithApp(<MenuPage />, { path: "/menu" });
    const breakfast = await screen.findByRole("tab", { name: "Breakfast" });
    expect(breakfast.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(breakfast.id);
    breakfast.focus();
    fireEvent.keyDown(breakfast, { key: "ArrowRight" });
    const main = screen.getByRole("tab", { name: "Main Meals" });
    expect(main.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(main);
    expect(await screen.findByRole("heading", { level: 3, name: "Grilled Chicken with Rice" })).toBeTruthy();
    fireEvent.keyDown(main, { key: "End" });
    expect(screen.getByRole("tab", { name: "Soups" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Soups" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Breakfast" }).getAttribute("aria-selected")).toBe("true");
  });

  it("combines search, day and protein, says when nothing matches, and clears", async () => {
    await seed(ROWS);
    await renderWithApp(<MenuPage />, { path: "/menu" });
    await screen.findByRole("heading", { level: 3, name: "Egg White Omelette" });
    const toggle = screen.getByRole("button", { name: "Filter" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    fireEvent.change(await screen.findByLabelText("Search by dish name"), { target: { value: "CHICKEN" } });
    await waitFor(() => expect(cardNames()).toEqual(["Chicken Sausage Wrap"]));

    fireEvent.change(screen.getByLabelText("Search by dish name"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Day"), { target: { value: "4" } });
    await waitFor(() => expect(cardNames()).toEqual(["Chicken Sausage Wrap", "Beef Breakfast Burrito"]));
    expect([...screen.getByLabelText<HTMLSelectElement>("Day").options].map((o) => o.text)).toEqual([
      "Any day",
      "Saturday",
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
    ]);

    fireEvent.change(screen.getByLabelText("Protein"), { target: { value: String(BEEF) } });
    await waitFor(() => expect(cardNames()).toEqual(["Beef Breakfast Burrito"]));
    expect(screen.getByRole("button", { name: "Filter (2 active)" })).toBe(toggle);

    fireEvent.change(screen.getByLabelText("Search by dish name"), { target: { value: "omelette" } });
    expect(await screen.findByRole("heading", { name: "No dish matches these filters" })).toBeTruthy();
    expect(cardNames()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Clear protein" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Protein"));
    fireEvent.click(screen.getByRole("button", { name: "Clear day" }));
    await waitFor(() => expect(cardNames()).toEqual(["Egg White Omelette"]));

    fireEvent.change(screen.getByLabelText("Day"), { target: { value: "2" } });
    await screen.findByRole("heading", { name: "No dish matches these filters" });
    fireEvent.click(screen.getByRole("button", { name: "Clear all filters" }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.getByLabelText<HTMLInputElement>("Search by dish name").value).toBe("");
  });

  it("searches Arabic names whatever the spelling of ta marbuta or alef", async () => {
    await seed(ROWS);
    await renderWithApp(<MenuPage />, { path: "/menu", langId: 2 });
    await screen.findByRole("heading", { level: 3, name: "أومليت بياض البيض" });
    fireEvent.click(screen.getByRole("button", { name: "تصفية" }));
    fireEvent.change(await screen.findByLabelText("ابحث باسم الطبق"), { target: { value: "اومليت" } });
    await waitFor(() => expect(cardNames()).toEqual(["أومليت بياض البيض"]));
    fireEvent.change(screen.getByLabelText("ابحث باسم الطبق"), { target: { value: "الدجاج" } });
    await waitFor(() => expect(cardNames()).toEqual(["راب نقانق الدجاج"]));
    // Not isolated as one left-to-right run: in the right-to-left line the low figure is read first.
    const kcal = screen.getByRole("heading", { level: 3, name: "راب نقانق الدجاج" }).closest("li")!.querySelector(".dish-kcal")!;
    // The card's short unit, so the line fits a 320 px phone's column.
    expect(kcal.textContent).toBe("300–420 سعرة");
    expect(kcal.querySelector("bdi")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("طبق واحد");
  });

  it("opens the whole dish in a dialog that Escape closes, giving focus back to its card", async () => {
    await seed(ROWS.map((r) => (r.id === 103 && r.langId === 1 ? { ...r, macros: { protein: 31.4, carbs: 40, fat: 12.6 }, allergens: ["gluten", "dairy"], ratingAverage: 4.6, ratingCount: 9 } : r)));
    await db.packages.put({ langId: 1, id: 24, name: "Sumbatik", gramLabel: "", descriptionHtml: "", imageUrl: "", proteinGrams: 100, packageType: 1, sort: 1 });
    await renderWithApp(<MenuPage />, { path: "/menu" });
    const open = await screen.findByRole("button", { name: "Beef Breakfast Burrito" });
    // The card offers both widths of its picture.
    expect(open.closest("li")!.querySelector("img")!.getAttribute("srcset")).toBe("/media/meals/103-320.webp 320w, /media/meals/103-640.webp 640w");
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Beef Breakfast Burrito" });
    expect(within(dialog).getByRole("img", { name: "Beef Breakfast Burrito" }).getAttribute("src")).toBe("/media/meals/103-640.webp");
    // The calories of the chosen package's portion, whole, and its macros.
    await waitFor(() => expect(dialog.querySelector(".dish-dialog-kcal")!.textContent).toBe("380 kcal in the Sumbatik package"));
    expect([...dialog.querySelectorAll(".dish-macros > div")].map((d) => d.textContent)).toEqual(["Protein31 g", "Carbs40 g", "Fat13 g"]);
    expect(within(within(dialog).getByRole("list", { name: "Allergens" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Gluten", "Dairy"]);
    expect(dialog.querySelector(".dish-rating")!.textContent).toBe("4.6 ★ out of 5 (9 ratings)");
    expect(within(dialog).getByText(/Served on/).textContent).toBe("Served on Thursday");
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it("offline with nothing cached, says to connect once", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    await renderWithApp(<MenuPage />, { path: "/menu" });
    expect(await screen.findByRole("heading", { name: "You are offline" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Connect to the internet once to load the menu/)).toBeTruthy();
    expect(cardNames()).toEqual([]);
  });

  it("shows a loading state while the list is empty and the network has not answered", async () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise(() => {})));
    await renderWithApp(<MenuPage />, { path: "/menu" });
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(screen.getByText("Loading the menu…")).toBeTruthy();
  });
});

describe("MenuPage for a customer who avoids something", () => {
  const facts: Record<number, Partial<CachedMeal>> = {
    101: { protein: "egg", allergens: ["egg", "dairy"], ratingAverage: 4.3, ratingCount: 5 },
    102: { protein: "chicken", allergens: ["gluten", "nuts"], ratingAverage: null, ratingCount: 2 },
    103: { protein: "fish", allergens: ["fish", "gluten"], ratingAverage: null, ratingCount: 0 },
  };
  const rows = ROWS.map((r) => ({ ...r, ...facts[r.id] }));
  const avoid = { proteins: ["fish"], allergens: ["nuts"] };

  beforeEach(async () => {
    await saveSession({ userId: 7, firstName: "Noura", lastName: "K", email: "n@example.com", mobileNo: "55555555", token: "t" });
    await db.userCache.put({ key: "preferences", userId: 7, value: { chosen: avoid, saved: avoid, changedAt: 0 } });
    fakeFetch({ "/preferences": { status: 200, body: { data: avoid } } });
  });

  it("hides the dishes they avoid by default, shows them with a warning when asked, and remembers it", async () => {
    await seed(rows);
    await renderWithApp(<MenuPage />, { path: "/menu" });
    const hide = await screen.findByRole("checkbox", { name: "Hide dishes I avoid" });
    expect((hide as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(cardNames()).toEqual(["Egg White Omelette"]));
    expect(screen.getByRole("status").textContent).toBe("1 dish · 2 dishes you avoid are hidden");
    expect(screen.getByRole("link", { name: "Change what I avoid" }).getAttribute("href")).toBe("/my-plan/preferences");

    fireEvent.click(hide);
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    const wrap = screen.getByRole("heading", { level: 3, name: "Chicken Sausage Wrap" }).closest("li")!;
    expect(within(wrap).getByText("Has something you avoid: Nuts")).toBeTruthy();
    const burrito = screen.getByRole("heading", { level: 3, name: "Beef Breakfast Burrito" }).closest("li")!;
    expect(within(burrito).getByText("Has something you avoid: Fish")).toBeTruthy();
    const omelette = screen.getByRole("heading", { level: 3, name: "Egg White Omelette" }).closest("li")!;
    expect(omelette.querySelector(".dish-warning")).toBeNull();
    await waitFor(async () => expect(await db.settings.get("menuHideAvoided")).toEqual({ key: "menuHideAvoided", value: false }));
  });

  it("names each dish's allergens, marks the avoided ones, and shows the rating from three ratings up", async () => {
    await seed(rows);
    await renderWithApp(<MenuPage />, { path: "/menu" });
    await db.settings.put({ key: "menuHideAvoided", value: false });
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    const wrap = screen.getByRole("heading", { level: 3, name: "Chicken Sausage Wrap" }).closest("li")!;
    // The customer's choices have been read: the dish they avoid carries its warning.
    await within(wrap).findByText("Has something you avoid: Nuts");
    const badges = within(wrap).getByRole("list", { name: "Allergens" });
    // Each a drawing (its class) and its name; the avoided one marked.
    expect(within(badges).getAllByRole("listitem").map((b) => [b.textContent, b.className])).toEqual([
      ["Gluten", "allergen-gluten"],
      ["Nuts", "allergen-nuts is-avoided"],
    ]);
    const omelette = screen.getByRole("heading", { level: 3, name: "Egg White Omelette" }).closest("li")!;
    const rating = omelette.querySelector(".dish-rating")!;
    expect(rating.textContent).toBe("4.3 ★ out of 5 (5 ratings)");
    expect([...rating.querySelectorAll("bdi")].map((b) => b.textContent)).toEqual(["4.3", "5"]);
    // Fewer than three ratings: no average.
    expect(wrap.querySelector(".dish-rating")).toBeNull();
  });

  it("lists a dish's ingredients in its detail", async () => {
    await seed(rows.map((r) => (r.id === 102 && r.langId === 1 ? { ...r, ingredients: "chicken sausage, wheat tortilla, peanut sauce" } : r)));
    // The dish has nuts, which this customer avoids: shown, as they asked.
    await db.settings.put({ key: "menuHideAvoided", value: false });
    await renderWithApp(<MenuPage />, { path: "/menu" });
    const open = await screen.findByRole("button", { name: "Chicken Sausage Wrap" });
    await within(open.closest("li")!).findByText("Has something you avoid: Nuts");
    fireEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Chicken Sausage Wrap" });
    expect(within(dialog).getByText("Ingredients: chicken sausage, wheat tortilla, peanut sauce")).toBeTruthy();
    // The dialog warns as the card does.
    expect(within(dialog).getByText("Has something you avoid: Nuts")).toBeTruthy();
  });

  it("in Arabic, names allergens and the rating count in Arabic with the numbers isolated", async () => {
    await seed(rows.map((r) => ({ ...r, ...facts[r.id] })));
    await renderWithApp(<MenuPage />, { path: "/menu", langId: 2 });
    await db.settings.put({ key: "menuHideAvoided", value: false });
    const omelette = (await screen.findByRole("heading", { level: 3, name: "أومليت بياض البيض" })).closest("li")!;
    expect(omelette.querySelector(".dish-rating")!.textContent).toBe("4.3 ★ من 5 (5 تقييمات)");
    expect(within(omelette).getByRole("list", { name: "مسببات الحساسية" }).textContent).toBe("بيضألبان");
    const wrap = screen.getByRole("heading", { level: 3, name: "راب نقانق الدجاج" }).closest("li")!;
    await waitFor(() => expect(within(wrap).getByText("يحتوي على ما تتجنبه: مكسرات")).toBeTruthy());
  });

  it("shows no toggle to a customer who avoids nothing", async () => {
    await db.userCache.put({ key: "preferences", userId: 7, value: { chosen: { proteins: [], allergens: [] }, saved: { proteins: [], allergens: [] }, changedAt: 0 } });
    fakeFetch({ "/preferences": { status: 200, body: { data: { proteins: [], allergens: [] } } } });
    await seed(rows);
    await renderWithApp(<MenuPage />, { path: "/menu" });
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.queryByRole("checkbox", { name: "Hide dishes I avoid" })).toBeNull();
  });
});
