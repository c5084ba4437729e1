// Kysely's view of the notification tables (migration 015; README "Notifications").
import type { Generated } from "kysely";

/** What a message is about; each has its own channel in the customer's preferences. */
export const NOTIFY_KINDS = ["picks_reminder", "plan_ending", "delivery_today", "plan_change", "payment", "support_answer"] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];
export const NOTIFY_CHANNELS = ["push", "mail", "off"] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** A device's push subscription (the browser's PushSubscription), made under one session. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  session_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Date>;
}

/** The customer's channel per kind and quiet hours (minutes after midnight, Kuwait time). */
export type NotifyPreferencesTable = { user_id: number; quiet_start: Generated<number>; quiet_end: Generated<number>; updated_at: Generated<Date> } & {
  [K in NotifyKind]: Generated<NotifyChannel>;
};

export type NotifyStatus = "pending" | "sending" | "sent" | "failed" | "expired";

/** One message per customer, kind and reference; its inbox entry and its delivery. */
export interface NotifyMessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: NotifyKind;
  /** The day it is about (yyyy-mm-dd) or the event's own key. */
  ref: string;
  lang_id: number;
  title: string;
  body: string;
  /** The app's screen a tap opens. */
  url: string;
  urgent: Generated<boolean>;
  expires_at: Date | null;
  status: Generated<NotifyStatus>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  locked_until: Date | null;
  last_error: string | null;
  push_state: Generated<"none" | "sent" | "no_device" | "failed">;
  push_devices: Generated<number>;
  mail_state: Generated<"none" | "queued">;
  read_at: Date | null;
  sent_at: Date | null;
  created_at: Generated<Date>;
}
