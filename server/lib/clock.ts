// The server's "now" (cutoffs, the start-date window, coupon expiry). In production the real time.
// End-to-end tests set CLOCK_FILE: "now" is then the real time plus the offset in milliseconds that
// file holds, so a test can move the running server's clock by writing it. The file is read again
// only when it changes (its inode, size or modification time), so a call usually costs one stat.
import { statSync, readFileSync } from "node:fs";

/** About a hundred years: further is a mistake (and past the Date range, soon). */
const MAX_OFFSET_MS = 100 * 366 * 86_400_000;
/** Longer than any file system's timestamp granularity that matters here (ext4, tmpfs: a clock tick). */
const RACY_MS = 1000;

export type Clock = () => Date;

/**
 * `now` = the real time + the whole number of milliseconds in `file` ("86400000", "-3600000").
 * A missing or empty file is an offset of 0; so is a malformed one, with a warning logged once for
 * that text.
 */
export function fileClock(file: string, options: { now?: () => number; logger?: Pick<Console, "warn"> } = {}): Clock {
  const now = options.now ?? Date.now;
  const log = options.logger ?? console;
  let seen = "";
  let readAt = Number.NEGATIVE_INFINITY;
  let offset = 0;
  let warned: string | undefined;

  function parse(text: string): number {
    const trimmed = text.trim();
    if (trimmed === "") return 0;
    const value = /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (Math.abs(value) <= MAX_OFFSET_MS) return value;
    if (warned !== trimmed) {
      warned = trimmed;
      log.warn(
        `CLOCK_FILE ${file}: "${trimmed.slice(0, 40)}" is not a whole number of milliseconds within 100 years; the clock runs at the real time`,
      );
    }
    return 0;
  }

  function currentOffset(): number {
    let version = "missing";
    let modified = Number.NEGATIVE_INFINITY;
    try {
      const stat = statSync(file, { bigint: true });
      version = `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
      modified = Number(stat.mtimeMs);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    // A file modified less than a second before it was read may have been written again since with
    // the same size and the same (coarse) modification time: read it until it has been still longer.
    if (version === seen && modified < readAt - RACY_MS) return offset;
    seen = version;
    readAt = Date.now();
    offset = version === "missing" ? 0 : parse(readOrEmpty(file));
    return offset;
  }

  return () => new Date(now() + currentOffset());
}

/** The file's text; empty when it went away between the stat and the read. */
function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}
