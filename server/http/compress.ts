// Compression of answers. Most API answers are JSON of a few hundred bytes (an error, a saved
// change, a short list): below `threshold` bytes, gzip saves less than a packet and costs more CPU
// than the whole answer. Hono's compress() cannot know a JSON answer's size (c.json sets no
// Content-Length), so it piped every one through a CompressionStream, and the stream then went
// through @hono/node-server's slow path for streamed bodies.
//
// Here a JSON answer made with `c.json` is judged by its text: sent as it is below the threshold,
// gzipped (or deflated) in one synchronous call above it, as a plain body either way. Everything
// else (HTML, text, streams) goes through Hono's compress() as before. Every compressible answer
// carries `Vary: Accept-Encoding`, compressed or not, since the same call may answer either.
import { gzipSync, deflateSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { isPrebuilt } from "./prebuilt.ts";

const ENCODINGS = ["gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client accepts most (gzip first on a tie), as Hono's compress() chooses it. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function addVary(headers: Headers): void {
  const current = headers.get("Vary");
  if (current === "*" || (current && VARY_ACCEPT_ENCODING.test(current))) return;
  headers.set("Vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

export function compressAnswers(options: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  const streaming = compress({ threshold });
  return async (c, next) => {
    // The text of the answer `c.json` made, and the answer itself: only that one is judged here.
    let made: { text: string; res: Response } | undefined;
    const body = c.body as (data: string, arg: unknown, headers: Record<string, string>) => Response;
    c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) => {
      // What Hono's c.json does, keeping the text.
      const text = JSON.stringify(object);
      const res = body(text, arg, { "Content-Type": "application/json", ...headers });
      made = { text, res };
      return res;
    }) as Context["json"];
    await next();
    // The answer c.json made, its headers changed in place at most: judged here by its text.
    if (made && c.res === made.res) return compressJson(c, made.text, threshold);
    // A prebuilt answer (prebuilt.ts) is sent as it was built, gzipped or not by its maker.
    if (isPrebuilt(c.res)) return;
    // Anything else (a file, a page, a stream): Hono's compress() decides, as before.
    await streaming(c, async () => {});
  };
}

function compressJson(c: Context, text: string, threshold: number): void {
  const res = c.res;
  const headers = res.headers;
  if (res.status === 206 || headers.has("Content-Encoding") || headers.has("Transfer-Encoding")) return;
  const type = headers.get("Content-Type");
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || NO_TRANSFORM.test(headers.get("Cache-Control") ?? "")) return;
  addVary(headers);
  if (Buffer.byteLength(text) < threshold) return;
  const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const body = encoding === "gzip" ? gzipSync(text) : deflateSync(text);
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  // Replacing c.res would copy the old answer's body into a stream: start from no answer instead.
  c.res = undefined;
  c.res = new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), { status: res.status, headers });
}
