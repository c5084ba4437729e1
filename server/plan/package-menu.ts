// A package's menu as My meals reads it: the catalog rows, the kitchen's view of each dish
// (kitchen.ts `MenuDish`) and the package's protein grams. The catalog is read-only while the
// server runs, so each package's menu is read once a minute.
import { proteinOfTag } from "../../rules/dish-facts.ts";
import type { MenuRow, PicksRepo } from "../repos/picks-repo.ts";
import { ttlMemo } from "../lib/ttl-memo.ts";
import type { MenuDish } from "./kitchen.ts";

const MENU_TTL_MS = 60_000;

/** What a menu is read from: the picks repo, on the server's connection or a transaction. */
type MenuReader = Pick<PicksRepo, "menu" | "packageGrams">;

export type PackageMenu = {
  rows: MenuRow[];
  byId: Map<number, MenuRow>;
  dishes: MenuDish[];
  dishById: Map<number, MenuDish>;
  proteinGrams: number;
};

/** `menuOf(repo, packageId)`: the package's menu, from the cache while it is under a minute old. */
export function createPackageMenus(): (repo: MenuReader, packageId: number) => Promise<PackageMenu> {
  const menus = ttlMemo<number, PackageMenu>(MENU_TTL_MS);
  return (repo, packageId) => menus(packageId, () => readMenu(repo, packageId));
}

async function readMenu(repo: MenuReader, packageId: number): Promise<PackageMenu> {
  const [rows, pkg] = await Promise.all([repo.menu(packageId), repo.packageGrams(packageId)]);
  const dishes = rows.map((r): MenuDish => ({
    id: r.id,
    mealTypeId: r.meal_type_id,
    protein: proteinOfTag(r.protein_tag_id),
    allergens: r.allergens,
    days: r.days,
  }));
  return {
    rows,
    byId: new Map(rows.map((r) => [r.id, r])),
    dishes,
    dishById: new Map(dishes.map((d) => [d.id, d])),
    proteinGrams: pkg.protein_grams,
  };
}
