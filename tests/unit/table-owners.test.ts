// The lint rule that keeps a feature out of another's tables (TABLE_OWNERS in eslint.config.js)
// knows every table of the database, and each under the module whose store.ts declares it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOG_SCHEMA } from "../../src/catalog/store.ts";
import { DATA_SCHEMA } from "../../src/data/store.ts";
import { ADDRESS_SCHEMA } from "../../src/features/address/store.ts";
import { CALCULATOR_SCHEMA } from "../../src/features/calculator/store.ts";
import { PLAN_SCHEMA } from "../../src/features/plan/store.ts";
import { db } from "../../src/lib/db.ts";
import { ORDER_SCHEMA } from "../../src/order/store.ts";

// The config imports ESLint's plugins, which do not load in this project: its literal is read instead.
const literal = /export const TABLE_OWNERS = (\{[\s\S]*?\n\});/.exec(readFileSync("eslint.config.js", "utf8"))?.[1];
const TABLE_OWNERS = new Function(`return ${literal}`)() as Record<string, string[]>;

const FRAGMENTS: Record<string, object> = {
  data: DATA_SCHEMA,
  catalog: CATALOG_SCHEMA,
  order: ORDER_SCHEMA,
  "features/calculator": CALCULATOR_SCHEMA,
  "features/address": ADDRESS_SCHEMA,
  "features/plan": PLAN_SCHEMA,
};

describe("TABLE_OWNERS", () => {
  it("is read from the config", () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(Object.keys(FRAGMENTS).sort());
  });

  it("names each owner's tables as its store.ts declares them", () => {
    for (const [owner, tables] of Object.entries(TABLE_OWNERS)) expect(tables, owner).toEqual(Object.keys(FRAGMENTS[owner] ?? {}));
  });

  it("covers every table of the database", () => {
    expect(Object.values(TABLE_OWNERS).flat().sort()).toEqual(db.tables.map((t) => t.name).sort());
  });
});
