// The server process (server/index.ts) with CLOCK_FILE, as the end-to-end tests run it: moving the
// offset in the file moves the server's "now" for the next request (here: the seed's WELCOME10
// coupon, valid until 2030-01-01, is expired once the clock says June 2030), and a malformed file
// leaves the real time with one warning in the log.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, inject, it } from "vitest";
import { registrationFields } from "../tests/support/accounts.ts";
import { postForm, startServer } from "../tests/support/server-process.ts";
import { isPostgresServer } from "../tests/support/test-app.ts";

it.skipIf(isPostgresServer())(
  "moves the server's clock by the offset in CLOCK_FILE, read again when it changes",
  { timeout: 180_000 },
  async () => {
    // A DATA_DIR holding the suite's migrated and seeded snapshot (seeding at start takes long).
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "clock-file-"));
    const config = inject("testDatabase");
    if (config.kind !== "pglite") throw new Error("PGlite only");
    const seeded = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(config.snapshot)]) });
    await seeded.close();
    const clockFile = path.join(dataDir, "clock");
    const server = await startServer(dataDir, 120_000, { CLOCK_FILE: clockFile });
    try {
      const registered = await postForm(server.baseUrl, "/api/userregistration", registrationFields());
      expect(registered.status).toBe(200);
      const token = (registered.body.data as { token: string }).token;
      const verify = () =>
        postForm(server.baseUrl, "/api/verifyCoupon", { coupon_code: "WELCOME10" }, { Authorization: `Bearer ${token}` });

      // No file yet: the real time.
      expect((await verify()).status).toBe(200);
      await writeFile(clockFile, String(Date.parse("2030-06-01T00:00:00Z") - Date.now()));
      expect(await verify()).toMatchObject({ status: 400, body: { code: "coupon_expired" } });
      await writeFile(clockFile, "0");
      expect((await verify()).status).toBe(200);
      await writeFile(clockFile, "next year");
      expect((await verify()).status).toBe(200);
      expect((await verify()).status).toBe(200);
      expect(server.output().match(/CLOCK_FILE .*"next year" is not a whole number/g)).toHaveLength(1);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
