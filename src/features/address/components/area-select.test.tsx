// The area search folds the spellings people type, as the menu search does.
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CachedArea } from "../../../catalog/store.ts";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import { AreaSelect } from "./area-select.tsx";

const area = (id: number, nameEn: string, nameAr: string): CachedArea => ({
  id, nameEn, nameAr, governorateId: 1, governorateEn: "Al Ahmadi", governorateAr: "محافظة الأحمدي", lat: 29, lng: 48,
});
const AREAS = [area(1, "Abu Halifa", "أبو حليفة"), area(2, "Ishbiliya", "إشبيلية"), area(3, "Salmiya", "السالمية")];

async function shown(langId: 1 | 2, typed: string): Promise<string[]> {
  const view = await renderWithApp(<AreaSelect id="area" label="Area" areas={AREAS} value="" onChange={() => undefined} error={undefined} selectRef={null} />, { langId });
  fireEvent.change(screen.getByRole("searchbox"), { target: { value: typed } });
  const names = screen.getAllByRole("option").slice(1).map((o) => o.textContent ?? "");
  view.unmount();
  return names;
}

describe("AreaSelect search", () => {
  it("finds Arabic names typed without hamza or with ه for ة", async () => {
    expect(await shown(2, "ابو حليفة")).toEqual(["أبو حليفة"]);
    expect(await shown(2, "اشبيليه")).toEqual(["إشبيلية"]);
  });
  it("ignores case and spaces in English", async () => {
    expect(await shown(1, "  SALMIYA ")).toEqual(["Salmiya"]);
  });
});
