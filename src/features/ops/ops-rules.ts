// The kitchen screen's pure rules: which day it shows (tomorrow in Kuwait unless the address names
// one), stepping a day, the CSV's file name, a phone as a tel: link, and the production list turned
// into a table of dishes by package portion with its totals and each dish's split by portions.
import { addDays, isIsoDate, kuwaitToday } from "../../../rules/order-dates.ts";
import type { ProductionRow } from "./api.ts";

export type OpsKind = "production" | "manifest";

/** Tomorrow in Asia/Kuwait: the day the kitchen prepares for. */
export function defaultOpsDate(now: Date = new Date()): string {
  return addDays(kuwaitToday(now), 1);
}

/** The day named by `?date=` when it is a real date, else tomorrow in Kuwait. */
export function opsDateFrom(query: string | null | undefined, now: Date = new Date()): string {
  const value = query?.trim() ?? "";
  return isIsoDate(value) ? value : defaultOpsDate(now);
}

/** The day before (-1) or after (+1). */
export function stepDay(date: string, step: -1 | 1): string {
  return addDays(date, step);
}

/** "production-2026-11-27.csv", "manifest-2026-11-27.csv": the server's own names. */
export function csvFileName(kind: OpsKind, date: string): string {
  return `${kind}-${date}.csv`;
}

/** A phone as a tel: link: a Kuwaiti 8-digit number gets +965, anything else its digits as written. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, "");
  if (!/\d/.test(digits)) return undefined;
  return /^\d{8}$/.test(digits) ? `tel:+965${digits}` : `tel:${digits}`;
}

export type PortionColumn = { packageId: number; packageName: string; portionGrams: number };
/** A dish's count at one set of portions ("P150 C100"; empty for a snack or a soup). */
export type PortionCount = { portions: string; count: number };
export type DishLine = { mealId: number; mealName: string; counts: number[]; total: number; byPortions: PortionCount[] };
export type DishGroup = { mealTypeId: number; mealType: string; dishes: DishLine[] };
export type ProductionTable = { columns: PortionColumn[]; groups: DishGroup[]; columnTotals: number[]; total: number };

/**
 * One line per dish (in the server's order: by meal type, then name), one column per package
 * portion (smallest first), each line's total, each column's total and the day's.
 */
export function productionTable(rows: readonly ProductionRow[]): ProductionTable {
  const byPackage = new Map<number, PortionColumn>();
  for (const r of rows) byPackage.set(r.packageId, { packageId: r.packageId, packageName: r.packageName, portionGrams: r.portionGrams });
  const columns = [...byPackage.values()].sort((a, b) => a.portionGrams - b.portionGrams || a.packageId - b.packageId);
  const at = new Map(columns.map((c, i) => [c.packageId, i]));
  const groups: DishGroup[] = [];
  const lines = new Map<number, DishLine>();
  for (const r of rows) {
    let line = lines.get(r.mealId);
    if (!line) {
      let group = groups.find((g) => g.mealTypeId === r.mealTypeId);
      if (!group) groups.push((group = { mealTypeId: r.mealTypeId, mealType: r.mealType, dishes: [] }));
      line = { mealId: r.mealId, mealName: r.mealName, counts: columns.map(() => 0), total: 0, byPortions: [] };
      lines.set(r.mealId, line);
      group.dishes.push(line);
    }
    line.counts[at.get(r.packageId)!]! += r.count;
    line.total += r.count;
    const same = line.byPortions.find((p) => p.portions === r.portions);
    if (same) same.count += r.count;
    else line.byPortions.push({ portions: r.portions, count: r.count });
  }
  // Most cooked first (the kitchen's "P150 C100: 12, P100 C50: 7").
  for (const line of lines.values()) line.byPortions.sort((a, b) => b.count - a.count || a.portions.localeCompare(b.portions));
  const columnTotals = columns.map((_, i) => [...lines.values()].reduce((n, l) => n + l.counts[i]!, 0));
  return { columns, groups, columnTotals, total: columnTotals.reduce((n, c) => n + c, 0) };
}
