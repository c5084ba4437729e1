import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import type { CachedMeal } from "../../../catalog/store.ts";
import { DishList, PAGE_SIZE } from "./dish-list.tsx";

function dishes(count: number, firstId = 1): CachedMeal[] {
  return Array.from({ length: count }, (_, i) => ({
    langId: 1,
    packageId: 24,
    mealTypeId: 2,
    id: firstId + i,
    name: `Dish ${firstId + i}`,
    imageUrl: `/media/meals/${firstId + i}-640.webp`,
    proteinTagId: 1,
    proteinTag: "Chicken",
    days: [6],
    protCarbs: "",
    calories: [300, 400],
    position: i,
  }));
}

/** The list as the menu gives it: `lists` in turn, each a new array of new rows. */
function Menu({ lists }: { lists: (() => CachedMeal[])[] }) {
  const [index, setIndex] = useState(0);
  const [meals, setMeals] = useState(lists[0]!);
  return (
    <>
      <button type="button" onClick={() => { setMeals(lists[index + 1]!()); setIndex(index + 1); }}>
        Next list
      </button>
      <DishList meals={meals} all={meals} onOpen={() => {}} />
    </>
  );
}

/** A category of dishes and a search over their names, as the menu filters them. */
function Search({ all }: { all: CachedMeal[] }) {
  const [query, setQuery] = useState("");
  const meals = all.filter((m) => m.name.includes(query));
  return (
    <>
      <input aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <DishList meals={meals} all={all} onOpen={() => {}} />
    </>
  );
}

const cards = () => screen.queryAllByRole("heading", { level: 3 }).length;

describe("DishList", () => {
  it("keeps the pages shown when a refresh brings the same dishes again, and starts at one page for other dishes", async () => {
    const total = PAGE_SIZE + 12;
    await renderWithApp(<Menu lists={[() => dishes(total), () => dishes(total), () => dishes(total, 101)]} />);
    await waitFor(() => expect(cards()).toBe(PAGE_SIZE));
    fireEvent.click(screen.getByRole("button", { name: "Show more dishes (12 left)" }));
    await waitFor(() => expect(cards()).toBe(total));
    // The same dishes as new rows (the background refresh): the customer's pages stay.
    fireEvent.click(screen.getByRole("button", { name: "Next list" }));
    expect(screen.getByRole("heading", { level: 3, name: `Dish ${total}` })).toBeTruthy();
    expect(cards()).toBe(total);
    // Other dishes (another category or filter): one page again.
    fireEvent.click(screen.getByRole("button", { name: "Next list" }));
    await waitFor(() => expect(cards()).toBe(PAGE_SIZE));
    expect(screen.getByRole("heading", { level: 3, name: "Dish 101" })).toBeTruthy();
  });

  it("hides the cards a narrower search leaves out and shows the same cards again when it widens, in the category's order", async () => {
    const all = dishes(30);
    await renderWithApp(<Search all={all} />);
    await waitFor(() => expect(cards()).toBe(PAGE_SIZE));
    const card = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li");
    const tenth = card("Dish 10");
    const second = card("Dish 2");
    // "Dish 1" matches Dish 1 and Dish 10 to 19.
    fireEvent.change(screen.getByRole("textbox", { name: "Search" }), { target: { value: "Dish 1" } });
    await waitFor(() => expect(cards()).toBe(11));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Dish 1", ...Array.from({ length: 10 }, (_, i) => `Dish ${10 + i}`)]);
    expect(second?.hidden).toBe(true);
    expect(card("Dish 10")).toBe(tenth);
    // The box cleared: the first page again, the cards shown before are the same elements.
    fireEvent.change(screen.getByRole("textbox", { name: "Search" }), { target: { value: "" } });
    await waitFor(() => expect(cards()).toBe(PAGE_SIZE));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(all.slice(0, PAGE_SIZE).map((m) => m.name));
    expect(card("Dish 2")).toBe(second);
    expect(card("Dish 10")).toBe(tenth);
    expect(second?.hidden).toBe(false);
  });
});
