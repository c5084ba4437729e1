// Durability (docs/quality-targets.md "Reliability": killing the server during a stream of writes loses no
// acknowledged write). The real server runs as a child process on a PGlite DATA_DIR; a few
// writers send a mixed stream of writes; the server is SIGKILLed in the middle of it, restarted on
// the same folder, and then:
//   - every write the server acknowledged (a 200) is there, seen through the restarted server
//     where the customer would see it, and in the rows;
//   - nothing is half-written: every write that was sent, acknowledged or cut off by the kill, is
//     either wholly there or not at all.
//
// A new kind of write is one entry of WRITE_KINDS: how to send write
// number i, how to check the acknowledged ones, and what "whole" means for its rows.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, inject, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/client.ts";
import { registrationFields, uniqueContact, TEST_PASSWORD } from "../support/accounts.ts";
import { firstStart } from "../support/api-calls.ts";
import { kd, uniqueCode } from "../support/orders.ts";
import { postForm, startServer, type ServerProcess } from "../support/server-process.ts";
import { isPostgresServer } from "../support/test-app.ts";

/** What one write sent: enough to find it again. */
type Sent = Record<string, string>;

type WriteKind = {
  name: string;
  /** The fields of write number i (unique, so it can be found again). */
  fields(i: number): Sent;
  path: string;
  /** Authenticated writes: the customer's bearer header (set up by prepareCustomer). */
  auth?: boolean;
  /** The part of an acknowledged answer the checks need (ids, tokens). */
  ack(data: unknown): Record<string, unknown>;
  /** Through the restarted server: the acknowledged writes are there, as the customer sees them. */
  checkServed?(baseUrl: string, acked: { sent: Sent; ack: Record<string, unknown> }[]): Promise<void>;
  /** In the rows: every acknowledged write is there; every write sent is whole or absent. */
  checkRows(db: Db, acked: { sent: Sent; ack: Record<string, unknown> }[], sent: Sent[]): Promise<void>;
};

/** The customer making the authenticated writes, with a saved address; and the order they buy. */
let buyer: { token: string; userId: number; addressId: number };
let order: { subPackageId: number; priceFils: number };
const bearer = () => ({ authorization: `Bearer ${buyer.token}` });

const WRITE_KINDS: WriteKind[] = [
  {
    name: "registration",
    path: "/api/userregistration",
    fields: () => {
      const { email, mobileNo } = uniqueContact();
      return { first_name: "Durable", last_name: "Customer", email, mobile_no: mobileNo, password: TEST_PASSWORD };
    },
    ack: (data) => ({ token: (data as { token: string }).token, userId: (data as { user_id: number }).user_id }),
    async checkServed(baseUrl, acked) {
      for (const { sent, ack } of acked) {
        const res = await postForm(baseUrl, "/api/getuserprofile", {}, { authorization: `Bearer ${String(ack.token)}` });
        expect(res.status, `profile of acknowledged ${sent.email}`).toBe(200);
        expect(res.body.data).toMatchObject({ email: sent.email, user_id: ack.userId });
      }
    },
    async checkRows(db, acked, sent) {
      const users = await db.selectFrom("users").select(["id", "email", "mobile_no", "password_hash"]).where("email", "in", sent.map((s) => s.email!)).execute();
      for (const { sent: s } of acked) expect(users.some((u) => u.email === s.email), `acknowledged user ${s.email}`).toBe(true);
      // Whole: an account is stored with its hash and the session it was answered with, or not at all.
      for (const u of users) {
        const s = sent.find((x) => x.email === u.email)!;
        expect(u.mobile_no).toBe(s.mobile_no);
        expect(u.password_hash).toMatch(/^scrypt\$/);
        const sessions = await db.selectFrom("sessions").select("id").where("user_id", "=", u.id).execute();
        expect(sessions.length, `sessions of ${u.email}`).toBe(1);
      }
    },
  },
  {
    name: "appointment",
    path: "/api/bookappointment",
    fields: (i) => ({ dietician_id: String((i % 4) + 1), name: `Durable ${i}`, phone: uniqueContact().mobileNo, preferred_time: "morning", lang_id: "1" }),
    ack: (data) => ({ id: (data as { appointment_id: number }).appointment_id }),
    async checkRows(db, acked, sent) {
      const rows = await db.selectFrom("appointment_requests").selectAll().where("phone", "in", sent.map((s) => s.phone!)).execute();
      for (const { sent: s, ack } of acked) {
        expect(rows.find((r) => r.id === ack.id), `acknowledged appointment ${String(ack.id)}`).toMatchObject({ phone: s.phone, name: s.name });
      }
      for (const r of rows) {
        const s = sent.find((x) => x.phone === r.phone)!;
        expect(r).toMatchObject({ name: s.name, dietician_id: Number(s.dietician_id), preferred_time: "morning" });
      }
      expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
    },
  },
  {
    name: "newsletter",
    path: "/api/newslettersubscribe",
    fields: () => ({ email: uniqueContact().email, lang_id: "2" }),
    ack: () => ({}),
    async checkRows(db, acked, sent) {
      const rows = await db.selectFrom("newsletter_subscribers").select(["email", "lang_id"]).where("email", "in", sent.map((s) => s.email!)).execute();
      for (const { sent: s } of acked) expect(rows.some((r) => r.email === s.email), `acknowledged subscriber ${s.email}`).toBe(true);
      for (const r of rows) expect(r.lang_id).toBe(2);
    },
  },
  {
    name: "address",
    path: "/api/addaddress",
    auth: true,
    fields: (i) => ({
      address_type: "house",
      area_id: String((i % 20) + 1),
      block: String(i % 12),
      street: `Durable Street ${i}`,
      house_number: String(i),
      mobile_number: "55123456",
      idempotency_key: `durable-address-${i}-${uniqueCode()}`,
    }),
    ack: (data) => ({ id: (data as { address_id: number }).address_id }),
    async checkRows(db, acked, sent) {
      const rows = await db.selectFrom("addresses").selectAll().where("user_id", "=", buyer.userId).execute();
      for (const { sent: s, ack } of acked) {
        expect(rows.find((r) => r.id === ack.id), `acknowledged address ${String(ack.id)}`).toMatchObject({ idempotency_key: s.idempotency_key });
      }
      // Whole: each stored save holds every field it was sent with, once.
      for (const r of rows.filter((x) => x.id !== buyer.addressId)) {
        const s = sent.find((x) => x.idempotency_key === r.idempotency_key)!;
        expect(r).toMatchObject({ area_id: Number(s.area_id), block: s.block, street: s.street, house_number: s.house_number, mobile_number: "55123456" });
      }
      expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(rows.length);
    },
  },
  {
    name: "purchase",
    path: "/api/purchasepackage",
    auth: true,
    fields: () => ({
      package_id: "24",
      sub_package_id: String(order.subPackageId),
      delivery_time_id: "1",
      delivery_method_id: "1",
      delivery_address_id: String(buyer.addressId),
      package_amount: kd(order.priceFils),
      total_amount: kd(order.priceFils),
      payment_type: "knet",
      start_date: firstStart(),
      unique_code: uniqueCode(),
    }),
    ack: (data) => ({ id: (data as { purchase_id: number }).purchase_id }),
    async checkServed(baseUrl, acked) {
      for (const { ack } of acked) {
        const res = await postForm(baseUrl, "/api/purchasestatus", { purchase_id: String(ack.id) }, bearer());
        expect(res.status, `status of acknowledged purchase ${String(ack.id)}`).toBe(200);
        expect(res.body.data).toMatchObject({ purchase_id: ack.id, total_amount: kd(order.priceFils) });
      }
    },
    async checkRows(db, acked, sent) {
      const rows = await db.selectFrom("purchases").selectAll().where("unique_code", "in", sent.map((s) => s.unique_code!)).execute();
      for (const { sent: s, ack } of acked) expect(rows.find((r) => r.id === ack.id), `acknowledged purchase ${String(ack.id)}`).toMatchObject({ unique_code: s.unique_code });
      // Whole: a purchase is stored priced, with its one payment attempt at the gateway, or not at all.
      for (const r of rows) {
        expect(r).toMatchObject({ user_id: buyer.userId, total_fils: order.priceFils, delivery_address_id: buyer.addressId });
        const attempts = await db.selectFrom("payment_attempts").select("reference").where("purchase_id", "=", r.id).execute();
        expect(attempts.length, `payment attempts of purchase ${r.id}`).toBe(1);
        const atGateway = await db.selectFrom("sandbox_payments").select("reference").where("reference", "=", attempts[0]!.reference).execute();
        expect(atGateway.length).toBe(1);
      }
      // At most the latest is still open: each new order replaces the unpaid one before it.
      expect(rows.filter((r) => r.status === "pending").length).toBeLessThanOrEqual(1);
    },
  },
];

/** Signs up the customer of the authenticated writes through the server and saves their first address. */
async function prepareBuyer(baseUrl: string): Promise<void> {
  const reg = await postForm(baseUrl, "/api/userregistration", registrationFields());
  const { token, user_id: userId } = reg.body.data as { token: string; user_id: number };
  const address = { address_type: "house", area_id: "1", block: "1", street: "First St", house_number: "1", mobile_number: "55123456" };
  const saved = await postForm(baseUrl, "/api/addaddress", address, { authorization: `Bearer ${token}` });
  buyer = { token, userId, addressId: (saved.body.data as { address_id: number }).address_id };
}

/** The order the purchases make (package 24, 26 days, 2 meals, 3 snacks), read before the server starts. */
async function readOrder(dir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: dir });
  try {
    const sub = await handle.db
      .selectFrom("sub_packages")
      .select(["id", "price_fils"])
      .where("package_id", "=", 24)
      .where("days", "=", 26)
      .where("meals", "=", 2)
      .where("snacks", "=", 3)
      .where("soups", "=", 0)
      .executeTakeFirstOrThrow();
    order = { subPackageId: sub.id, priceFils: sub.price_fils };
  } finally {
    await handle.close();
  }
}

const WRITERS = 4;

let dataDir: string | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A DATA_DIR holding the migrated, seeded catalog (from the suite's snapshot; seeding takes long). */
async function seededDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "durability-"));
  const config = inject("testDatabase");
  if (config.kind !== "pglite") throw new Error("PGlite only");
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([await readFile(config.snapshot)]) });
  await pglite.close();
  return dir;
}

it.skipIf(isPostgresServer())(
  "SIGKILL during a stream of writes loses no acknowledged write and leaves none half-written",
  async () => {
    dataDir = await seededDataDir();
    await readOrder(dataDir);
    server = await startServer(dataDir);
    const baseUrl = server.baseUrl;
    await prepareBuyer(baseUrl);

    const sent = new Map<string, Sent[]>(WRITE_KINDS.map((k) => [k.name, []]));
    const acked = new Map<string, { sent: Sent; ack: Record<string, unknown> }[]>(WRITE_KINDS.map((k) => [k.name, []]));
    let count = 0;
    let killed = false;
    // Kill once a number of writes were acknowledged: mid-stream, with writes of every kind acked
    // before it and others in flight. DURABILITY_KILL_AFTER moves the point (the default keeps runs
    // repeatable).
    const killAfter = Number(process.env.DURABILITY_KILL_AFTER ?? 24);
    let killing: Promise<void> | undefined;

    const writer = async (w: number) => {
      for (let i = w; !killed; i += WRITERS) {
        const kind = WRITE_KINDS[i % WRITE_KINDS.length]!;
        const fields = kind.fields(i);
        sent.get(kind.name)!.push(fields);
        try {
          const res = await postForm(baseUrl, kind.path, fields, kind.auth ? bearer() : {});
          // Only a 200 that arrived before the kill is an acknowledgement.
          if (res.status === 200) {
            acked.get(kind.name)!.push({ sent: fields, ack: kind.ack(res.body.data) });
            count += 1;
          } else if (!killed) {
            throw new Error(`${kind.name} refused before the kill: ${res.status} ${JSON.stringify(res.body)}`);
          }
        } catch (err) {
          if (!killed) throw err;
        }
        if (count >= killAfter && !killing) {
          killed = true;
          killing = server!.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    await killing;
    const inFlight = [...sent.values()].flat().length - count;
    expect(count).toBeGreaterThanOrEqual(killAfter);

    // Restart on the same folder: the customer-level checks go through the restarted server.
    server = await startServer(dataDir);
    for (const kind of WRITE_KINDS) await kind.checkServed?.(server.baseUrl, acked.get(kind.name)!);
    await server.stop();
    server = undefined;

    const handle = await openDatabase({ dataDir });
    try {
      for (const kind of WRITE_KINDS) await kind.checkRows(handle.db, acked.get(kind.name)!, sent.get(kind.name)!);
    } finally {
      await handle.close();
    }
    console.info(
      `durability: killed after ${count} acknowledged writes (${WRITE_KINDS.map((k) => `${k.name} ${acked.get(k.name)!.length}`).join(", ")}), ${inFlight} in flight`,
    );
    // Every kind was acknowledged at least once, and some writes were cut off by the kill.
    for (const kind of WRITE_KINDS) expect(acked.get(kind.name)!.length, kind.name).toBeGreaterThan(0);
    expect(inFlight).toBeGreaterThan(0);
  },
  180_000,
);
