// The client's network address, for the per-address sign-in limit. Behind a load balancer the
// socket is the balancer's, so with `trustProxy` the address is the last X-Forwarded-For entry
// (the one our own proxy appended; earlier entries are whatever the client claimed).
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "unknown";
  }
}
