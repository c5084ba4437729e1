// The lint rule that keeps a feature out of another's tables (TABLE_OWNERS in eslint.config.js)
// knows every table of the database, and each under the module whose store.ts declares it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db } from "../../src/lib/db.ts";

// The config imports ESLint's plugins, which do not load in this project: its literal is read instead.
const literal = /export const TABLE_OWNERS = (\{[\s\S]*?\n\});/.exec(readFileSync("eslint.config.js", "utf8"))?.[1];
const TABLE_OWNERS = new Function(`return ${literal}`)() as Record<string, string[]>;

const STORES = import.meta.glob<Record<string, unknown>>("../../src/**/store.ts");

/** The tables an owner's store.ts declares: the keys of its `*_SCHEMA` fragment. */
async function fragmentOf(owner: string): Promise<string[]> {
  const load = STORES[`../../src/${owner}/store.ts`];
  const store = load ? await load() : {};
  const [fragment] = Object.entries(store).filter(([name]) => name.endsWith("_SCHEMA"));
  return Object.keys((fragment?.[1] as object | undefined) ?? {});
}

describe("TABLE_OWNERS", () => {
  it("is read from the config", () => {
    expect(Object.keys(TABLE_OWNERS)).toContain("data");
  });

  it("names each owner's tables as its store.ts declares them", async () => {
    for (const [owner, tables] of Object.entries(TABLE_OWNERS)) expect(tables, owner).toEqual(await fragmentOf(owner));
  });

  it("covers every table of the database", () => {
    expect(Object.values(TABLE_OWNERS).flat().sort()).toEqual(db.tables.map((t) => t.name).sort());
  });
});
