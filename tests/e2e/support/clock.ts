// The clock of the server under test: the global setup starts it with CLOCK_FILE=E2E_CLOCK_FILE, and
// its "now" (a plan day's cutoff, the start-date window, coupon expiry) is the real time plus the
// milliseconds written there (server/lib/clock.ts). The next request after a write sees the new time.
//
// THE RULE: one server serves every test, two workers at a time, so moving its clock moves it for
// whatever else is running at that moment (a purchase's start date, a freeze, a coupon). Prefer a test
// that needs no moved clock (a plan starts days ahead; its near days are already inside their cutoff).
// A test that must move it lives in a spec file with `test.describe.configure({ mode: "serial" })`,
// moves it by as little as its case needs, touches only its own customer's data, and puts it back
// with `resetServerClock()` in a `finally` or an afterEach. Where even that could disturb other
// tests, the spec starts a server of its own with its own CLOCK_FILE (support/release.ts
// startServer, as update.spec.ts does) and moves that one's clock instead (`clockFile` below).
import { renameSync, writeFileSync } from "node:fs";

function sharedClockFile(): string {
  const file = process.env.E2E_CLOCK_FILE;
  if (!file) throw new Error("E2E_CLOCK_FILE is not set: run the tests through playwright.config.ts");
  return file;
}

/** Sets the server's clock to the real time plus `ms` (not added to an earlier move). */
export function moveServerClock(ms: number, clockFile: string = sharedClockFile()): void {
  if (!Number.isSafeInteger(ms)) throw new Error(`moveServerClock: ${ms} is not a whole number of milliseconds`);
  // A new file renamed over the old one: the server never reads half of it.
  writeFileSync(`${clockFile}.next`, `${ms}\n`);
  renameSync(`${clockFile}.next`, clockFile);
}

/** Puts the server's clock back on the real time. */
export function resetServerClock(clockFile: string = sharedClockFile()): void {
  moveServerClock(0, clockFile);
}
