// Catalog answers kept in memory, ready to send: the JSON text, its gzip and a strong ETag, per call
// and validated input. The catalog changes only with a release or an operator's edit, so an answer
// lives `ttlMs` (a minute by default: an edit shows within it) and at most `maxEntries` are kept.
// Concurrent first requests for one key build it once. A request whose If-None-Match names the
// current ETag gets a 304 with no body; one that accepts gzip gets the stored gzip (the compress
// middleware leaves an answer with Content-Encoding alone).
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { prebuiltAnswer, securityHeadersOf } from "./prebuilt.ts";

type Entry = {
  json: string;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
  expires: number;
  /** The 200 answers' whole header sets (plain and gzipped), made once for the app's security headers. */
  built?: { security: Readonly<Record<string, string>>; plain: Record<string, string>; gzip: Record<string, string> };
};

export type AnswerCache = {
  /** Answers `build()`'s value as JSON through the cache; an error thrown by `build` is not cached. */
  send(c: Context, key: string, build: () => Promise<unknown>): Promise<Response>;
  clear(): void;
};

const acceptsGzip = (header: string | undefined) => /\bgzip\b/i.test(header ?? "") && !/\bgzip\s*;\s*q=0(\.0+)?\b/i.test(header ?? "");

export function createAnswerCache({ ttlMs = 60_000, maxEntries = 500, now = () => Date.now() } = {}): AnswerCache {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry>>();

  async function entryFor(key: string, build: () => Promise<unknown>): Promise<Entry> {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit;
    const running = building.get(key);
    if (running) return running;
    const made = (async () => {
      const json = JSON.stringify(await build());
      const entry = {
        json,
        gzip: new Uint8Array(gzipSync(json)),
        etag: `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`,
        expires: now() + ttlMs,
      };
      entries.delete(key);
      entries.set(key, entry);
      // A Map iterates in insertion order: the first key is the oldest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry;
    })().finally(() => building.delete(key));
    building.set(key, made);
    return made;
  }

  return {
    async send(c, key, build) {
      const entry = await entryFor(key, build);
      const headers: Record<string, string> = {
        ETag: entry.etag,
        "Cache-Control": "no-cache",
        Vary: "Accept-Encoding",
      };
      const match = c.req.header("if-none-match");
      if (match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
        return c.body(null, 304, headers);
      }
      headers["Content-Type"] = "application/json; charset=UTF-8";
      const gzip = acceptsGzip(c.req.header("accept-encoding"));
      // The app's security headers are known (http/prebuilt.ts): the answer is sent with its header
      // set made once, the same headers the middlewares would have given it.
      const security = securityHeadersOf(c);
      if (security) {
        if (entry.built?.security !== security) {
          const own = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
          const plain = { ...own, ...security };
          entry.built = { security, plain, gzip: { ...plain, "content-encoding": "gzip" } };
        }
        return gzip ? prebuiltAnswer(entry.gzip, 200, entry.built.gzip) : prebuiltAnswer(entry.json, 200, entry.built.plain);
      }
      if (gzip) {
        return c.body(entry.gzip, 200, { ...headers, "Content-Encoding": "gzip" });
      }
      return c.body(entry.json, 200, headers);
    },
    clear() {
      entries.clear();
    },
  };
}
