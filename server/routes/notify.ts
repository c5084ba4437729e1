// Notifications' calls (README "Notifications"; contract/notify.ts). The customer's: GET|POST
// /inbox (their latest messages), POST /inbox/read (one of theirs read), GET|POST
// /notify/preferences, POST /notify/preferences/save, POST /push/subscribe and /push/unsubscribe
// (this device's subscription, tied to the session: a sign-out removes it), and GET|POST /push/key,
// the VAPID public key the browser subscribes with.
import { Hono } from "hono";
import { markReadRequest, NOTIFY_KIND_NAMES, savePreferencesRequest, subscribeRequest, unsubscribeRequest, type InboxItemWire, type NotifyPreferencesWire } from "../../contract/notify.ts";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import type { AppDeps } from "../deps.ts";
import { ApiError } from "../http/errors.ts";
import { input } from "../http/input.ts";
import { clockToMinute, minuteToClock } from "../notify/quiet.ts";
import { createNotifyRepo, type NotifyPrefs } from "../repos/notify-repo.ts";

/** Messages the inbox answers at most. */
export const INBOX_LIMIT = 100;

function prefsWire(p: NotifyPrefs): NotifyPreferencesWire {
  return {
    channels: Object.fromEntries(NOTIFY_KIND_NAMES.map((k) => [k, p[k]])) as NotifyPreferencesWire["channels"],
    quiet_start: minuteToClock(p.quiet_start),
    quiet_end: minuteToClock(p.quiet_end),
  };
}

export function notifyRoutes(deps: Pick<AppDeps, "db" | "notify">) {
  const repo = createNotifyRepo(deps.db);
  const { notify } = deps;
  const app = new Hono<AuthEnv>();
  const authenticated = requireUser(deps.db);

  app.on(["GET", "POST"], "/push/key", authenticated, async (c) => c.json({ data: { public_key: (await notify.vapid()).publicKey } }));

  app.on(["GET", "POST"], "/inbox", authenticated, async (c) => {
    const rows = await repo.inbox(c.get("user").id, INBOX_LIMIT);
    const data: InboxItemWire[] = rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, body: r.body, url: r.url, read: r.read_at !== null, created_at: r.created_at.toISOString() }));
    return c.json({ data });
  });
  app.post("/inbox/read", authenticated, async (c) => {
    const f = await input(c, markReadRequest);
    const found = await repo.markRead(c.get("user").id, [f.message_id], notify.clock());
    if (found === 0) throw new ApiError(404, "not_found", "No such message.", "message_id");
    return c.json({ data: { id: f.message_id, read: true } });
  });

  app.on(["GET", "POST"], "/notify/preferences", authenticated, async (c) => c.json({ data: prefsWire(await repo.preferences(c.get("user").id)) }));
  app.post("/notify/preferences/save", authenticated, async (c) => {
    const f = await input(c, savePreferencesRequest);
    const userId = c.get("user").id;
    const current = await repo.preferences(userId);
    const next: NotifyPrefs = { ...current };
    for (const kind of NOTIFY_KIND_NAMES) next[kind] = f[kind] ?? current[kind];
    if (f.quiet_start) next.quiet_start = clockToMinute(f.quiet_start);
    if (f.quiet_end) next.quiet_end = clockToMinute(f.quiet_end);
    await repo.savePreferences(userId, next);
    return c.json({ data: prefsWire(next) });
  });

  app.post("/push/subscribe", authenticated, async (c) => {
    const f = await input(c, subscribeRequest);
    if (!notify.allowEndpoint(new URL(f.endpoint))) throw new ApiError(400, "invalid_endpoint", "This push service is not supported.", "endpoint");
    const user = c.get("user");
    await repo.subscribe(user.id, user.sessionId, { endpoint: f.endpoint, p256dh: f.p256dh, auth: f.auth });
    return c.json({ data: { subscribed: true } });
  });
  app.post("/push/unsubscribe", authenticated, async (c) => {
    const f = await input(c, unsubscribeRequest);
    await repo.unsubscribe(c.get("user").id, f.endpoint);
    return c.json({ data: { subscribed: false } });
  });
  return app;
}
