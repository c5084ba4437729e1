// The inbox's calls (README "Notifications"; contract/notify.ts): the customer's messages, their
// preferences, and this device's push subscription with the server's VAPID key. Marking a message
// read goes through the outbox (store.ts).
import type { InboxItemWire, NotifyPreferencesWire, PushKeyWire } from "../../../contract/notify.ts";
import { post } from "../../lib/api-client.ts";

export type { InboxItemWire as InboxMessage, NotifyPreferencesWire as NotifyPreferences };
export type { NotifyChannelName as Channel, NotifyKindName as Kind } from "../../../contract/notify.ts";

export const fetchInbox = () => post<InboxItemWire[]>("/inbox");
export const fetchPreferences = () => post<NotifyPreferencesWire>("/notify/preferences");
export const savePreferences = (fields: Record<string, string>) => post<NotifyPreferencesWire>("/notify/preferences/save", fields);
export const fetchPushKey = () => post<PushKeyWire>("/push/key");
export const subscribePush = (s: { endpoint: string; p256dh: string; auth: string }) => post<{ subscribed: boolean }>("/push/subscribe", s);
export const unsubscribePush = (endpoint: string) => post<{ subscribed: boolean }>("/push/unsubscribe", { endpoint });
