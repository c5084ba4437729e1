// Notifications' calls (README "Notifications"; server/routes/notify.ts): the inbox and marking a
// message read, the preferences (a channel per kind, quiet hours), the device's push subscription
// and the server's VAPID public key. The server validates the requests with these schemas and
// shapes its answers by these types; the app (src/features/inbox/) takes the types.
import { z } from "zod";
import { intField, optionalField } from "./fields.ts";

export const NOTIFY_KIND_NAMES = ["picks_reminder", "plan_ending", "delivery_today", "plan_change", "payment", "support_answer"] as const;
export type NotifyKindName = (typeof NOTIFY_KIND_NAMES)[number];
export const NOTIFY_CHANNEL_NAMES = ["push", "mail", "off"] as const;
export type NotifyChannelName = (typeof NOTIFY_CHANNEL_NAMES)[number];

/** A time of day, HH:MM (Kuwait time). */
const clock = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** Base64url without padding, of exactly `bytes` bytes. */
const base64url = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/)
    .refine((v) => Buffer.from(v, "base64url").length === bytes && Buffer.from(v, "base64url").toString("base64url") === v);

export const markReadRequest = z.object({ message_id: intField });
const channel = optionalField(z.enum(NOTIFY_CHANNEL_NAMES));
/** Each field absent keeps its saved value. */
export const savePreferencesRequest = z.object({
  picks_reminder: channel,
  plan_ending: channel,
  delivery_today: channel,
  plan_change: channel,
  payment: channel,
  support_answer: channel,
  quiet_start: optionalField(clock),
  quiet_end: optionalField(clock),
});
export const subscribeRequest = z.object({
  endpoint: z.string().trim().max(1000).url(),
  /** The browser's P-256 public key (65 bytes, uncompressed) and auth secret (16 bytes). */
  p256dh: base64url(65),
  auth: base64url(16),
});
export const unsubscribeRequest = z.object({ endpoint: z.string().trim().max(1000) });

export type InboxItemWire = {
  id: number;
  kind: NotifyKindName;
  title: string;
  body: string;
  /** The app's screen the message opens. */
  url: string;
  read: boolean;
  created_at: string;
};
export type NotifyPreferencesWire = { channels: Record<NotifyKindName, NotifyChannelName>; quiet_start: string; quiet_end: string };
export type PushKeyWire = { public_key: string };
