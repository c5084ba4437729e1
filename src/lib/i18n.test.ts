import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { db } from "./db.ts";
import { activateLanguage, i18n, languageFromQuery, readSavedLanguage, setLanguage, toLangId } from "./i18n.ts";

describe("language", () => {
  it("treats anything but 1 as Arabic and an unset value as English", () => {
    expect(toLangId(1)).toBe(1);
    expect(toLangId("1")).toBe(1);
    expect(toLangId(2)).toBe(2);
    expect(toLangId("7")).toBe(2);
    expect(toLangId(undefined)).toBe(1);
    expect(toLangId("")).toBe(1);
  });

  it("reads a link's ?lang= and ignores anything else", () => {
    expect(languageFromQuery("?lang=ar")).toBe(2);
    expect(languageFromQuery("?x=1&lang=en")).toBe(1);
    expect(languageFromQuery("?lang=fr")).toBeUndefined();
    expect(languageFromQuery("")).toBeUndefined();
  });

  it("switches the catalog and the document direction in place", async () => {
    await activateLanguage(2);
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(i18n._(msg`Back to home`)).toBe("العودة إلى الرئيسية");
    await activateLanguage(1);
    expect(document.documentElement.dir).toBe("ltr");
    expect(i18n._(msg`Back to home`)).toBe("Back to home");
  });

  it("keeps the choice in Dexie, not localStorage", async () => {
    await setLanguage(2);
    expect(await db.settings.get("langId")).toEqual({ key: "langId", value: 2 });
    expect(await readSavedLanguage()).toBe(2);
    expect(localStorage.length).toBe(0);
    await setLanguage(1);
  });
});
