// Password hashing never starves other requests (issue 31, finding 4). The real server as a child
// process, hashing at production strength (N=2^17, 0.65 s of a core each): twelve concurrent sign-ups
// once filled libuv's four threads, which file serving shares, and a static icon waited 27 s. Now at
// most two hashes run at once (server/auth/hash-gate.ts): the icon and a catalog call answer within
// a small multiple of their time without the sign-ups, and a sign-up beyond the line is 503 `busy`.
import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { registrationFields } from "../support/accounts.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";

let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "hash-starvation-"));
  const staticDir = path.join(dir, "static");
  await mkdir(staticDir);
  await writeFile(path.join(staticDir, "index.html"), "<!doctype html><title>shop</title>");
  await writeFile(path.join(staticDir, "icon.png"), Buffer.alloc(4096, 7));
  server = await startServer(path.join(dir, "data"), 90_000, { STATIC_DIR: staticDir });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

it("twelve concurrent sign-ups do not slow a static file or a catalog call past a small ratio", async () => {
  const icon = `${server.baseUrl}/icon.png`;
  const catalog = `${server.baseUrl}/api/packagetypelist?lang_id=1`;
  for (let i = 0; i < 3; i++) await Promise.all([timed(icon), timed(catalog)]);
  const quiet = { icon: [] as number[], catalog: [] as number[] };
  for (let i = 0; i < 7; i++) {
    quiet.icon.push(await timed(icon));
    quiet.catalog.push(await timed(catalog));
  }

  let pending = 12;
  const signUps = Array.from({ length: 12 }, () =>
    fetch(`${server.baseUrl}/api/userregistration`, { method: "POST", body: new URLSearchParams(registrationFields()) }).then(
      async (res) => {
        pending -= 1;
        return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as { code?: string } };
      },
    ),
  );
  // While the sign-ups are hashing: the slowest icon and catalog answers.
  const busy = { icon: 0, catalog: 0, samples: 0 };
  while (pending > 2) {
    busy.icon = Math.max(busy.icon, await timed(icon));
    busy.catalog = Math.max(busy.catalog, await timed(catalog));
    busy.samples += 1;
  }
  const answers = await Promise.all(signUps);

  expect(busy.samples).toBeGreaterThan(0);
  // The quiet time with a floor of 10 ms (a timer's noise on a busy box); before: 27 s against 10 ms.
  const ratio = (during: number, alone: number[]) => during / Math.max(10, median(alone));
  expect(ratio(busy.icon, quiet.icon), `icon ${busy.icon.toFixed(0)} ms, alone ${median(quiet.icon).toFixed(1)} ms`).toBeLessThan(30);
  expect(
    ratio(busy.catalog, quiet.catalog),
    `catalog ${busy.catalog.toFixed(0)} ms, alone ${median(quiet.catalog).toFixed(1)} ms`,
  ).toBeLessThan(30);
  // Two hashing and eight waiting: the others are told to come back.
  for (const a of answers) {
    if (a.status === 200) continue;
    expect(a).toMatchObject({ status: 503, retryAfter: "2", body: { code: "busy" } });
  }
  expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(10);
}, 120_000);
