import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileClock } from "./clock.ts";

const REAL = Date.parse("2026-06-01T09:00:00Z");
const DAY = 86_400_000;

let dir: string;
let file: string;
let warnings: string[];
const clock = () => fileClock(file, { now: () => REAL, logger: { warn: (line: string) => void warnings.push(line) } });

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "clock-"));
  file = path.join(dir, "clock");
  warnings = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("fileClock", () => {
  it("runs at the real time while the file is missing or empty", () => {
    const now = clock();
    expect(now().getTime()).toBe(REAL);
    writeFileSync(file, "");
    expect(now().getTime()).toBe(REAL);
    writeFileSync(file, " \n");
    expect(now().getTime()).toBe(REAL);
    expect(warnings).toEqual([]);
  });

  it("adds the offset the file holds, forward or back, and follows every change at once", () => {
    const now = clock();
    writeFileSync(file, `${2 * DAY}\n`);
    expect(now().toISOString()).toBe("2026-06-03T09:00:00.000Z");
    // Rewritten in place right away, with the same length.
    writeFileSync(file, `${3 * DAY}\n`);
    expect(now().toISOString()).toBe("2026-06-04T09:00:00.000Z");
    writeFileSync(file, "-3600000");
    expect(now().toISOString()).toBe("2026-06-01T08:00:00.000Z");
    // Replaced by another file (how the e2e helper writes it).
    writeFileSync(`${file}.next`, "+60000");
    renameSync(`${file}.next`, file);
    expect(now().toISOString()).toBe("2026-06-01T09:01:00.000Z");
    rmSync(file);
    expect(now().getTime()).toBe(REAL);
  });

  it("reads the file again only when it changed", () => {
    const now = clock();
    writeFileSync(file, "5000");
    const longAgo = new Date(Date.now() - 3_600_000);
    utimesSync(file, longAgo, longAgo);
    expect(now().getTime()).toBe(REAL + 5000);
    // Same inode, same size, same modification time: the file is taken as unchanged.
    writeFileSync(file, "6000");
    utimesSync(file, longAgo, longAgo);
    expect(now().getTime()).toBe(REAL + 5000);
    utimesSync(file, new Date(), new Date());
    expect(now().getTime()).toBe(REAL + 6000);
  });

  it("runs at the real time on a malformed file and warns once for it", () => {
    const now = clock();
    writeFileSync(file, "tomorrow");
    for (let i = 0; i < 5; i++) expect(now().getTime()).toBe(REAL);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("tomorrow");
    for (const bad of ["1.5", "1e3", "12 h", String(200 * 366 * DAY)]) {
      writeFileSync(file, bad);
      expect(now().getTime(), bad).toBe(REAL);
    }
    expect(warnings).toHaveLength(5);
    writeFileSync(file, "1000");
    expect(now().getTime()).toBe(REAL + 1000);
  });

  it("uses the real time itself when no base is given", () => {
    writeFileSync(file, String(DAY));
    const before = Date.now();
    const moved = fileClock(file)().getTime();
    expect(moved).toBeGreaterThanOrEqual(before + DAY);
    expect(moved).toBeLessThanOrEqual(Date.now() + DAY);
  });
});
