import { describe, expect, it } from "vitest";
import { normaliseSearchText } from "./search-text.ts";

describe("normaliseSearchText", () => {
  it("ignores case, accents and extra spaces", () => {
    expect(normaliseSearchText("  Grilled   CHICKEN ")).toBe("grilled chicken");
    expect(normaliseSearchText("Crème Brûlée")).toBe("creme brulee");
  });

  it("folds the Arabic alef forms, ta marbuta, alef maqsura and hamza seats", () => {
    expect(normaliseSearchText("أرز")).toBe(normaliseSearchText("ارز"));
    expect(normaliseSearchText("إفطار")).toBe("افطار");
    expect(normaliseSearchText("آيس")).toBe("ايس");
    expect(normaliseSearchText("ٱلدجاج")).toBe("الدجاج");
    expect(normaliseSearchText("سلطة")).toBe("سلطه");
    expect(normaliseSearchText("شوربة عدس")).toBe(normaliseSearchText("شوربه عدس"));
    expect(normaliseSearchText("مشوى")).toBe("مشوي");
    expect(normaliseSearchText("مؤكد")).toBe("موكد");
    expect(normaliseSearchText("جبنة رومي")).toBe(normaliseSearchText("جبنه رومى"));
  });

  it("strips tashkeel and tatweel", () => {
    expect(normaliseSearchText("دَجَاجٌ مَشْوِيّ")).toBe("دجاج مشوي");
    expect(normaliseSearchText("دجـــاج")).toBe("دجاج");
  });

  it("reads Arabic-Indic digits as Latin digits", () => {
    expect(normaliseSearchText("برجر ٢")).toBe("برجر 2");
  });
});
