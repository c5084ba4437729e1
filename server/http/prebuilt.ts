// Answers built once, headers and all (answer-cache.ts): the security headers the app sets on every
// answer (app.ts) are in their plain header object already, so the middlewares that would add or
// check headers afterwards leave them alone. A Response whose headers are never read as a Headers
// object takes @hono/node-server's fast path: one writeHead from the plain object and one end with
// the bytes, instead of a Headers object filled header by header and copied back out (a fifth of a
// catalog answer's cost, docs/quality-targets.md "Speed").
import type { Context, MiddlewareHandler } from "hono";

const prebuilt = new WeakSet<Response>();
const SECURITY = "securityHeaders";

/** An answer of `status` with `body` and exactly `headers` (lower-case names), marked as prebuilt. */
export function prebuiltAnswer(body: Uint8Array<ArrayBuffer> | string, status: number, headers: Record<string, string>): Response {
  const res = new Response(body, { status, headers });
  prebuilt.add(res);
  return res;
}

/** Whether the middlewares should leave this answer as it is. */
export function isPrebuilt(res: Response | undefined): boolean {
  return res !== undefined && prebuilt.has(res);
}

/**
 * The security headers this request's app puts on every answer (lower-case names), once they are
 * known; undefined in an app without `withSecurityHeaders` (an answer is then built the usual way).
 */
export function securityHeadersOf(c: Context): Readonly<Record<string, string>> | undefined {
  return c.get(SECURITY as never) as Readonly<Record<string, string>> | undefined;
}

/**
 * `security` (Hono's secureHeaders, without nonces: the same values on every answer) on every answer
 * but a prebuilt one, and the headers it sets offered to the handlers (securityHeadersOf). They are
 * read once from the middleware itself, run on an empty answer, so a prebuilt answer carries exactly
 * them; until then (a few microtasks after start) the middleware runs as it is.
 */
export function withSecurityHeaders(security: MiddlewareHandler): MiddlewareHandler {
  let known: Readonly<Record<string, string>> | undefined;
  const probe = { res: { headers: new Headers() }, req: {}, get: () => undefined, set: () => {} } as unknown as Context;
  void Promise.resolve(security(probe, async () => {})).then(() => {
    known = Object.freeze(Object.fromEntries(probe.res.headers));
  });
  return async (c, next) => {
    if (!known) return security(c, next);
    c.set(SECURITY as never, known as never);
    await next();
    if (isPrebuilt(c.res)) return;
    // What secureHeaders does after next(): each header set (replacing the answer's own), and no
    // X-Powered-By.
    const headers = c.res.headers;
    for (const name in known) headers.set(name, known[name]!);
    headers.delete("X-Powered-By");
  };
}
