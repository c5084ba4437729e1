// `requireUser(db)`: the Hono middleware of every authenticated call. The customer is the owner of
// the bearer token (active: neither revoked nor expired), never a field of the request. A `user_id`
// field that names someone else is refused with 403 `forbidden_user`, not obeyed. Answers carry
// Cache-Control: no-store. Routes read the customer with `c.get("user")`.
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client.ts";
import { readCache } from "../db/read-cache.ts";
import { ApiError } from "../http/errors.ts";
import { readFields } from "../http/input.ts";
import { createSessionsRepo } from "../repos/sessions-repo.ts";
import { toLatinDigits as latinDigits } from "../../rules/money.ts";
import { hashToken, isWellFormedToken } from "./tokens.ts";

export type AuthUser = { id: number; sessionId: number };
export type AuthEnv = { Variables: { user: AuthUser } };

function unauthorized(): ApiError {
  return new ApiError(401, "unauthorized", "Please sign in again.", undefined, { "WWW-Authenticate": 'Bearer realm="api"' });
}

/** The bearer token of a request, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +([^\s]+)$/i.exec((header ?? "").trim());
  return match?.[1];
}

function claimsOtherUser(claimed: unknown, userId: number): boolean {
  if (claimed === undefined) return false;
  const value = Array.isArray(claimed) && claimed.length === 1 ? claimed[0] : claimed;
  if (typeof value !== "string") return true;
  const trimmed = latinDigits(value.trim());
  // An empty user_id is "not given"; anything else must be exactly the token's user.
  return trimmed !== "" && trimmed !== String(userId);
}

export function requireUser(db: Db): MiddlewareHandler<AuthEnv> {
  const sessions = createSessionsRepo(db);
  const cache = readCache(db);
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token || !isWellFormedToken(token)) throw unauthorized();
    const hash = hashToken(token);
    // Active sessions only are kept (an unknown token costs a read each time, never memory); a
    // sign-out, a revocation or a new password is a write, after which the cached session is gone.
    const session = await cache.read(`session:${hash}`, () => sessions.findActive(hash), (s) => s !== undefined);
    if (!session || session.expiresAt.getTime() <= Date.now()) throw unauthorized();
    const fields = await readFields(c);
    if (claimsOtherUser(fields.user_id, session.userId)) {
      throw new ApiError(403, "forbidden_user", "This account cannot be used with your sign-in.", "user_id");
    }
    c.set("user", { id: session.userId, sessionId: session.sessionId });
    await next();
    // In place: c.header() on a finished answer would copy its body into a stream.
    c.res.headers.set("Cache-Control", "no-store");
  };
}
