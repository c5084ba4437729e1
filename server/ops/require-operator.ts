// `requireOperator(db)`: the guard of every /ops call (README "Operator"): the bearer token's user
// (auth/require-user.ts) must hold the operator role; a customer's token gets 403 forbidden_role.
// Each /ops route module puts it before its calls; the check runs once per request even when two
// modules' guards match the same path.
import type { MiddlewareHandler } from "hono";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { createUsersRepo } from "../repos/users-repo.ts";

/** The requests already let through, so that a second guard on the same path asks nothing again. */
const passed = new WeakSet<Request>();

export function requireOperator(db: Db): MiddlewareHandler<AuthEnv> {
  const authenticated = requireUser(db);
  const users = createUsersRepo(db);
  return async (c, next) => {
    if (passed.has(c.req.raw)) return next();
    return authenticated(c, async () => {
      if ((await users.roleOf(c.get("user").id)) !== "operator") {
        throw new ApiError(403, "forbidden_role", "Only the kitchen's operator account can open this.");
      }
      passed.add(c.req.raw);
      await next();
    });
  };
}
