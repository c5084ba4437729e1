import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { SCREENS } from "../../scripts/lib/screens.mjs";
import { loadMessages } from "../lib/i18n.ts";
import { pageHead } from "./page-meta.ts";

async function i18nFor(locale: "en" | "ar") {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
}

describe("each screen's title and description", () => {
  it("every screen of docs/product-rules.md has its own, and a path naming nothing says so", async () => {
    const en = await i18nFor("en");
    const notFound = pageHead("/no-such-page", en);
    expect(notFound.title).toBe("Page not found | Fit Meals Kuwait");
    for (const screen of SCREENS.filter((s) => s.name !== "not-found")) {
      const head = pageHead(screen.path, en);
      expect(head.title, screen.path).not.toBe(notFound.title);
      expect(head.description.length, screen.path).toBeGreaterThan(30);
    }
    expect(pageHead("/", en).title).toBe("Fit Meals Kuwait: healthy meal subscriptions");
    expect(pageHead("/PACKAGE/24/pricing", en).title).toBe("Package details | Fit Meals Kuwait");
    expect(pageHead("/sign-in", en)).toEqual(pageHead("/account/signin/", en));
  });

  it("in Arabic", async () => {
    const ar = await i18nFor("ar");
    expect(pageHead("/menu", ar)).toEqual({
      title: "المنيو | فِت ميلز الكويت",
      description: "نحو 300 طبق صحي: فطور ووجبات رئيسية وسناكات وشوربات، مع سعراتها والأيام التي تُقدَّم فيها.",
    });
  });
});
