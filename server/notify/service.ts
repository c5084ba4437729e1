// What the notification routes need (server/deps.ts): the VAPID keys, the clock, and which push
// services a subscription may name. The server posts to a subscription's endpoint, so only the
// browsers' push services are taken (https, their hosts), never an address a customer makes up.
import type { Db } from "../db/client.ts";
import { vapidSource, type VapidKeys } from "./vapid.ts";

/** The push services of Chrome and Edge (FCM), Firefox (Mozilla), Safari (Apple) and Windows. */
const PUSH_HOSTS = [/^fcm\.googleapis\.com$/, /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/, /^([a-z0-9-]+\.)*push\.apple\.com$/, /^([a-z0-9-]+\.)*notify\.windows\.com$/];

export function isPushServiceUrl(url: URL): boolean {
  return url.protocol === "https:" && url.port === "" && PUSH_HOSTS.some((host) => host.test(url.hostname));
}

export type NotifyOptions = {
  /** Configured keys (VAPID_*); without them the demo's own (./vapid.ts). */
  vapid?: VapidKeys;
  /** Tests: the endpoints taken (the test push service on localhost). */
  allowEndpoint?: (url: URL) => boolean;
};

export type NotifyService = { vapid: () => Promise<VapidKeys>; clock: () => Date; allowEndpoint: (url: URL) => boolean };

export function createNotifyService(db: Db, clock: () => Date, o: NotifyOptions): NotifyService {
  return { vapid: vapidSource(db, o.vapid), clock, allowEndpoint: o.allowEndpoint ?? isPushServiceUrl };
}
