import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import type { CachedPackage } from "../../catalog/store.ts";
import { HomePage } from "./home-page.tsx";

const pkg = (id: number, name: string, gramLabel: string, sort: number): CachedPackage => ({
  langId: 1,
  id,
  name,
  gramLabel,
  descriptionHtml: "<p>…</p>",
  imageUrl: `/media/packages/${id}.svg`,
  proteinGrams: 100,
  packageType: 1,
  sort,
});

// jsdom has no matchMedia; Swiper reads its breakpoints through it. Every query answers "no match",
// like a phone-sized window.
beforeAll(() => {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (media: string) => ({ matches: false, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }),
  });
});

afterAll(() => {
  Reflect.deleteProperty(window, "matchMedia");
});

beforeEach(async () => {
  await Promise.all([db.packages.clear(), db.catalogStamps.clear()]);
  await db.packages.bulkPut([pkg(24, "Sumbatik", "100 g protein", 0), pkg(26, "Fit", "150 g protein", 1), pkg(28, "Bulk", "200 g protein", 2)]);
  await db.catalogStamps.put({ key: "packages:1", fetchedAt: Date.now() });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Marks an <audio> as playing (jsdom plays nothing) and announces it like a browser does. */
function play(audio: HTMLAudioElement) {
  Object.defineProperty(audio, "paused", { configurable: true, get: () => false });
  fireEvent(audio, new Event("play"));
}

describe("HomePage", () => {
  it("shows the cached packages, each card a link to its package page", async () => {
    const { location } = await renderWithApp(<HomePage />);
    const carousel = screen.getByRole("group", { name: "Our packages" });
    const links = await within(carousel).findAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/PACKAGE/24", "/PACKAGE/26", "/PACKAGE/28"]);
    expect(links[1]!.textContent).toBe("Fit150 g protein");
    fireEvent.click(links[2]!);
    expect(location()).toBe("/PACKAGE/28");
  });

  it("claims the counters and leads to the menu", async () => {
    const { location } = await renderWithApp(<HomePage />);
    const growing = screen.getByRole("region", { name: "We are growing" });
    expect(within(growing).getAllByRole("listitem").map((li) => li.querySelector("strong")?.textContent)).toEqual(["1,000+", "20,000+", "64,000+", "300+"]);
    expect(within(growing).getByRole("link", { name: /App Store/ }).getAttribute("target")).toBe("_blank");
    expect(within(growing).getByRole("link", { name: /Google Play/ })).toBeTruthy();
    fireEvent.click(within(growing).getByRole("link", { name: "See the menu" }));
    expect(location()).toBe("/menu");
  });

  it("lists the nine features", async () => {
    await renderWithApp(<HomePage />);
    const features = screen.getByRole("group", { name: "Features" });
    expect(within(features).getAllByRole("heading", { level: 3 })).toHaveLength(9);
  });

  it("tells each customer story as a card with stars and a Listen button; one clip plays at a time", async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, "paused", { configurable: true, get: () => true });
      fireEvent(this, new Event("pause"));
    });
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      play(this);
      return Promise.resolve();
    });
    await renderWithApp(<HomePage />);
    const stories = screen.getByRole("region", { name: "Customer stories" });
    // Swiper waits for the customer's first gesture (here a scroll), then takes over the slides.
    fireEvent.scroll(window);
    await waitFor(() => expect(stories.querySelector(".swiper-initialized")).not.toBeNull());
    // No player's bar: one button per story, and the stars they gave.
    expect(stories.querySelector("audio[controls]")).toBeNull();
    const buttons = within(stories).getAllByRole("button", { name: /^Listen to .*'s story$/ });
    expect(buttons).toHaveLength(6);
    expect(within(stories).getAllByRole("img", { name: /^Rated [45] out of 5$/ })).toHaveLength(6);
    const clipOf = (b: HTMLElement) => b.closest(".story-card")!.querySelector("audio")!;

    fireEvent.click(buttons[0]!);
    expect(pause).not.toHaveBeenCalled();
    await waitFor(() => expect(buttons[0]!.getAttribute("aria-pressed")).toBe("true"));

    fireEvent.click(buttons[3]!);
    expect(pause.mock.contexts).toEqual([clipOf(buttons[0]!)]);
    await waitFor(() => expect(buttons[0]!.getAttribute("aria-pressed")).toBe("false"));
    expect(buttons[3]!.getAttribute("aria-pressed")).toBe("true");

    // Its button again pauses it.
    fireEvent.click(buttons[3]!);
    await waitFor(() => expect(buttons[3]!.getAttribute("aria-pressed")).toBe("false"));
    expect(buttons.map(clipOf).filter((c) => !c.paused)).toEqual([]);
  });

  it("reads in Arabic", async () => {
    await db.packages.bulkPut([{ ...pkg(24, "سمباتيك", "100 غرام بروتين", 0), langId: 2 }]);
    await db.catalogStamps.put({ key: "packages:2", fetchedAt: Date.now() });
    await renderWithApp(<HomePage />, { langId: 2 });
    expect(screen.getByRole("heading", { level: 2, name: "قصص عملائنا" })).toBeTruthy();
    const carousel = screen.getByRole("group", { name: "باقاتنا" });
    expect((await within(carousel).findByRole("link")).textContent).toBe("سمباتيك100 غرام بروتين");
    expect(screen.getByRole("button", { name: "استمع إلى قصة نورة" })).toBeTruthy();
    // Each count is isolated left to right, so it reads "64,000+", not "+64,000".
    const counts = screen.getByRole("region", { name: "نحن نكبر" }).querySelectorAll("strong > bdi[dir=ltr]");
    expect([...counts].map((b) => b.textContent)).toEqual(["1,000+", "20,000+", "64,000+", "300+"]);
  });
});
