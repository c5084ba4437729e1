// Sends the recorded notifications (README "Notifications") with the mail worker's pattern
// (server/mail/worker.ts): each pass first records what the scheduler finds due (./scheduler.ts),
// then claims due messages (FOR UPDATE SKIP LOCKED with a lease, repos/notify-repo.ts) and sends each
// by the customer's channel for its kind: push to every device of their active sessions, or a mail
// (recorded in the mail outbox under the message's key, so once), or nothing (off). Never in the
// customer's quiet hours unless asked for now: the message waits until they end. A failure is
// retried with a growing delay. Several instances share the table without sending a message twice; a
// message recorded before a crash is sent after the restart. The events' own mails (receipt, plan
// change, support outcome) already go by mail, so a "mail" choice for them adds no second mail.
import type { Db } from "../db/client.ts";
import type { NotifyKind } from "../db/schema-notify.ts";
import { startPoller } from "../lib/poller.ts";
import { createMailRepo } from "../repos/mail-repo.ts";
import { createNotifyRepo, type NotifyRow } from "../repos/notify-repo.ts";
import type { PushSender } from "./push.ts";
import { inQuietHours, quietHoursEnd } from "./quiet.ts";
import { scheduleDue } from "./scheduler.ts";

/** The kinds whose event already sends its own mail. */
const EVENT_MAILED: ReadonlySet<NotifyKind> = new Set(["plan_change", "payment", "support_answer"]);

export type NotifyWorkerOptions = {
  db: Db;
  push: PushSender;
  /** The plan rules' clock (server/lib/clock.ts); tests move it. */
  clock?: () => Date;
  /** Origin of the links in mails (PUBLIC_URL). */
  publicUrl?: string;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  maxAttempts?: number;
  retryMs?: (attempt: number) => number;
  /** Called after a mail was recorded (the mail worker looks at once). */
  mailQueued?: () => void;
  logger?: Pick<Console, "error" | "info">;
};

export type NotifyWorker = { kick(): void; stop(): Promise<void>; idle(): Promise<void>; pass(): Promise<void> };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function startNotifyWorker(o: NotifyWorkerOptions): NotifyWorker {
  const repo = createNotifyRepo(o.db);
  const clock = o.clock ?? (() => new Date());
  const log = o.logger ?? console;
  const pollMs = o.pollMs ?? 30_000;
  const leaseMs = o.leaseMs ?? 5 * 60_000;
  const batch = o.batch ?? 10;
  const maxAttempts = o.maxAttempts ?? 8;
  const retryMs = o.retryMs ?? ((n: number) => Math.min(3_600_000, 5000 * 2 ** (n - 1)));

  // The scheduler reads every running plan: it runs on the first pass, then at most once every
  // `pollMs` (and on `pass()`), not on each kick. A kick means an event recorded its message (a
  // freeze, a payment), which the claim below finds; scheduling then too cost a read of all the
  // shop's plans per freeze.
  let scheduledAt: number | undefined;
  let scheduleNow = true;
  async function drain(stopped: () => boolean): Promise<void> {
    if (scheduleNow || scheduledAt === undefined || performance.now() - scheduledAt >= pollMs) {
      scheduleNow = false;
      scheduledAt = performance.now();
      await scheduleDue(o.db, clock());
    }
    while (!stopped()) {
      const rows = await repo.claim(clock(), leaseMs, batch);
      for (const row of rows) await deliver(row);
      // A short batch was all that was due; a message recorded since then kicks another pass.
      if (rows.length < batch) return;
    }
  }

  async function deliver(row: NotifyRow): Promise<void> {
    const now = clock();
    if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return repo.markExpired(row.id);
    const prefs = await repo.preferences(row.user_id);
    const channel = prefs[row.kind];
    if (channel !== "off" && !row.urgent && inQuietHours(prefs, now)) return repo.defer(row.id, quietHoursEnd(prefs, now));
    if (channel === "off") return repo.markSent(row.id, now, { push_state: "none", push_devices: 0, mail_state: "none" });
    if (channel === "mail") {
      if (EVENT_MAILED.has(row.kind)) return repo.markSent(row.id, now, { push_state: "none", push_devices: 0, mail_state: "none" });
      await o.db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom("users").select("email").where("id", "=", row.user_id).executeTakeFirstOrThrow();
        const link = `${o.publicUrl ?? ""}${row.url}`;
        const dir = row.lang_id === 2 ? "rtl" : "ltr";
        await createMailRepo(trx).enqueue({
          dedupeKey: `notify:${row.id}`,
          kind: `notify_${row.kind}`,
          to: user.email,
          langId: row.lang_id,
          subject: row.title,
          text: `${row.body}\n\n${link}\n`,
          html: `<!doctype html>\n<html lang="${row.lang_id === 2 ? "ar" : "en"}" dir="${dir}">\n<head><meta charset="utf-8"><title>${escapeHtml(row.title)}</title></head>\n<body dir="${dir}">\n<p>${escapeHtml(row.body)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n</body>\n</html>\n`,
        });
        await createNotifyRepo(trx).markSent(row.id, now, { push_state: "none", push_devices: 0, mail_state: "queued" });
      });
      o.mailQueued?.();
      return;
    }
    const targets = await repo.subscriptionsOf(row.user_id);
    if (targets.length === 0) return repo.markSent(row.id, now, { push_state: "no_device", push_devices: 0, mail_state: "none" });
    const payload = JSON.stringify({ id: row.id, kind: row.kind, title: row.title, body: row.body, url: row.url, lang: row.lang_id === 2 ? "ar" : "en" });
    let sent = 0;
    let gone = 0;
    let error = "";
    for (const target of targets) {
      try {
        if ((await o.push.send(target, payload)) === "sent") sent += 1;
        else {
          gone += 1;
          await repo.forget(target.endpoint);
        }
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
    }
    // Reached on at least one device, or every device is gone: done (a device that failed alone is
    // not tried again, so no device gets it twice). Otherwise the whole message is tried again later.
    if (sent > 0 || gone === targets.length) {
      return repo.markSent(row.id, now, { push_state: sent > 0 ? "sent" : "no_device", push_devices: sent, mail_state: "none" });
    }
    log.error(`notification ${row.id} (${row.kind}) not sent, attempt ${row.attempts}: ${error}`);
    await repo.markFailed(row, error, new Date(now.getTime() + retryMs(row.attempts)), maxAttempts);
  }

  const poller = startPoller(drain, { pollMs, onError: (err) => log.error("notification worker: the messages could not be read", err) });
  return {
    kick: poller.kick,
    idle: poller.idle,
    /** One whole pass now (tests): what is due recorded and sent. */
    async pass() {
      await poller.idle();
      scheduleNow = true;
      poller.kick();
      await poller.idle();
    },
    stop: poller.stop,
  };
}
