// Sends the mail outbox (docs/product-rules.md "Emails"): claims the oldest due mails, ten at a time (FOR
// UPDATE SKIP LOCKED with a lease, repos/mail-repo.ts), sends each and marks it sent; a failure is
// retried with a growing delay. One claim for ten mails: the claim reads the open mails, and
// under a stream of freezes it was the costliest statement of all (2 ms, against 0.4 ms for the
// freeze's own lock). Several instances share the outbox without sending a mail twice; a mail recorded
// before a crash is sent after the restart. The SMTP exchange happens outside any transaction (the
// embedded database has one connection), so a sender killed after the server accepted the mail but
// before it was marked sent sends it again after the lease: the Message-ID stays the same. The other
// mails of its batch, not sent yet, are sent after the lease too (once).
import type { Db } from "../db/client.ts";
import { startPoller } from "../lib/poller.ts";
import { createMailRepo, type MailRow } from "../repos/mail-repo.ts";
import type { MailSender } from "./transport.ts";

export type MailWorkerOptions = {
  db: Db;
  sender: MailSender;
  /** How often the outbox is looked at when idle (default 2 s); `kick()` looks at once. */
  pollMs?: number;
  /** How long a claimed mail is reserved for its sender (default 5 minutes). */
  leaseMs?: number;
  /** Mails claimed at once (default 10). */
  batch?: number;
  maxAttempts?: number;
  /** Delay before retry n (default 5 s × 2^(n-1), at most an hour). */
  retryMs?: (attempt: number) => number;
  /** Host part of the Message-ID. */
  domain?: string;
  logger?: Pick<Console, "error" | "info">;
};

export type MailWorker = { kick(): void; stop(): Promise<void>; idle(): Promise<void> };

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const repo = createMailRepo(options.db);
  const log = options.logger ?? console;
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batch = options.batch ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryMs = options.retryMs ?? ((n: number) => Math.min(3_600_000, 5000 * 2 ** (n - 1)));
  const domain = options.domain ?? "kw-meals.local";

  async function drain(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const mails = await repo.claim(leaseMs, batch);
      // The whole batch is sent, also when the worker is being stopped: its mails are leased.
      for (const mail of mails) await deliver(mail);
      // A short batch was all that was due; a mail recorded since then kicks another pass.
      if (mails.length < batch) return;
    }
  }

  async function deliver(mail: MailRow): Promise<void> {
    try {
      await options.sender.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: `<mail-${mail.id}-${mail.dedupe_key.replace(/[^A-Za-z0-9.-]/g, "-")}@${domain}>`,
      });
      await repo.markSent(mail.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.error(`mail ${mail.id} (${mail.kind}) not sent, attempt ${mail.attempts}: ${message}`);
      await repo.markFailed(mail, message, retryMs(mail.attempts), maxAttempts);
    }
  }

  const poller = startPoller(drain, { pollMs, onError: (err) => log.error("mail worker: the outbox could not be read", err) });
  return {
    kick: poller.kick,
    /** Resolves when the current pass is over (tests). */
    idle: poller.idle,
    async stop() {
      await poller.stop();
      options.sender.close();
    },
  };
}
