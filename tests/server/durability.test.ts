// Durability (QUALITY.md "Reliability": killing the server during a stream of writes loses no
// acknowledged write). The real server runs as a child process on a PGlite DATA_DIR; a few
// writers send a mixed stream of writes; the server is SIGKILLed in the middle of it, restarted on
// the same folder, and then:
//   - every write the server acknowledged (a 200) is there, seen through the restarted server
//     where the customer would see it, and in the rows;
//   - nothing is half-written: every write that was sent, acknowledged or cut off by the kill, is
//     either wholly there or not at all.
//
// A new kind of write (an address, a purchase) is one entry of WRITE_KINDS: how to send write
// number i, how to check the acknowledged ones, and what "whole" means for its rows.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, inject, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/client.ts";
import { uniqueContact, TEST_PASSWORD } from "../support/accounts.ts";
import { postForm, startServer, type ServerProcess } from "../support/server-process.ts";
import { isPostgresServer } from "../support/test-app.ts";

/** What one write sent: enough to find it again. */
type Sent = Record<string, string>;

type WriteKind = {
  name: string;
  /** The fields of write number i (unique, so it can be found again). */
  fields(i: number): Sent;
  path: string;
  /** The part of an acknowledged answer the checks need (ids, tokens). */
  ack(data: unknown): Record<string, unknown>;
  /** Through the restarted server: the acknowledged writes are there, as the customer sees them. */
  checkServed?(baseUrl: string, acked: { sent: Sent; ack: Record<string, unknown> }[]): Promise<void>;
  /** In the rows: every acknowledged write is there; every write sent is whole or absent. */
  checkRows(db: Db, acked: { sent: Sent; ack: Record<string, unknown> }[], sent: Sent[]): Promise<void>;
};

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
];

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
    server = await startServer(dataDir);
    const baseUrl = server.baseUrl;

    const sent = new Map<string, Sent[]>(WRITE_KINDS.map((k) => [k.name, []]));
    const acked = new Map<string, { sent: Sent; ack: Record<string, unknown> }[]>(WRITE_KINDS.map((k) => [k.name, []]));
    let count = 0;
    let killed = false;
    // Kill once a number of writes were acknowledged (random, so the kill lands at different points).
    const killAfter = 15 + Math.floor(Math.random() * 20);
    let killing: Promise<void> | undefined;

    const writer = async (w: number) => {
      for (let i = w; !killed; i += WRITERS) {
        const kind = WRITE_KINDS[i % WRITE_KINDS.length]!;
        const fields = kind.fields(i);
        sent.get(kind.name)!.push(fields);
        try {
          const res = await postForm(baseUrl, kind.path, fields);
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
