// The demo's operator password (README "Demo and live"): when OPS_PASSWORD is not set, a demo makes
// one random password the first time it starts on a database, keeps it in that database's `meta`
// table (so a restart, or a second instance on the same PostgreSQL, prints the same one), and
// index.ts prints it. A live shop never has one: its operator password is OPS_PASSWORD, required,
// and it refuses a demo's database (./run.ts).
import { randomBytes } from "node:crypto";
import type { Db } from "../client.ts";

const KEY = "demo_operator_password";

/** The demo's generated operator password, made on first use (about 96 bits, 16 characters). */
export async function demoOperatorPassword(db: Db): Promise<string> {
  const made = randomBytes(12).toString("base64url");
  await db.insertInto("meta").values({ key: KEY, value: made }).onConflict((oc) => oc.column("key").doNothing()).execute();
  // Another instance may have made its own first: the stored one wins.
  const row = await db.selectFrom("meta").select("value").where("key", "=", KEY).executeTakeFirstOrThrow();
  return row.value;
}
