// Sends one Web Push message through the `web-push` library (RFC 8030 with VAPID, RFC 8292, and the
// aes128gcm payload encryption, RFC 8291). A push service's 404 or 410 means the subscription is gone.
import type { Agent } from "node:https";
import webpush from "web-push";
import type { PushTarget } from "../repos/notify-repo.ts";
import type { VapidKeys } from "./vapid.ts";

export type PushResult = "sent" | "gone";
export type PushSender = { send(target: PushTarget, payload: string): Promise<PushResult> };

export type PushSenderOptions = {
  keys: () => Promise<VapidKeys>;
  /** How long the push service keeps an undelivered message (seconds; default a day). */
  ttlSeconds?: number;
  /** Tests: the agent that trusts the test push service's certificate. */
  agent?: Agent;
  timeoutMs?: number;
};

export function createPushSender(o: PushSenderOptions): PushSender {
  return {
    async send(target, payload) {
      const keys = await o.keys();
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: keys,
          TTL: o.ttlSeconds ?? 86_400,
          urgency: "normal",
          timeout: o.timeoutMs ?? 10_000,
          ...(o.agent ? { agent: o.agent } : {}),
        });
        return "sent";
      } catch (err) {
        if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return "gone";
        throw err;
      }
    },
  };
}
