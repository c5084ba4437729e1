// Web Push's VAPID keys (README "Notifications"): VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and
// VAPID_SUBJECT, required in live (server/env.ts). A demo without them makes a development pair the
// first time it starts on a database and keeps it in that database's `meta` table, as the demo's
// operator password (server/db/seed/operator.ts): a restart, or a second instance on the same
// database, signs with the same pair, so the browsers' subscriptions stay valid.
import webpush from "web-push";
import type { Db } from "../db/client.ts";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY = "demo_vapid_keys";
export const DEMO_VAPID_SUBJECT = "mailto:no-reply@kw-meals.local";

export async function demoVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto("meta")
    .values({ key: KEY, value: JSON.stringify(made) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  // Another instance may have made its own first: the stored one wins.
  const row = await db.selectFrom("meta").select("value").where("key", "=", KEY).executeTakeFirstOrThrow();
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: DEMO_VAPID_SUBJECT };
}

/** The configured keys, or (a demo without them) the database's own; read once. */
export function vapidSource(db: Db, configured: VapidKeys | undefined): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= configured ? Promise.resolve(configured) : demoVapidKeys(db);
    keys.catch(() => (keys = undefined));
    return keys;
  };
}
