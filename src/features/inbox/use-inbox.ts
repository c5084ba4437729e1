// The signed-in customer's messages from the device (readable offline), the server asked again on
// every visit of the inbox; and the unread count the account menu shows, from the device (the header
// asks the server only when a push arrives while the app is open).
import { useEffect } from "react";
import { useLiveDb } from "../../lib/lazy-db.ts";
import { useRefresh } from "../../data/use-refresh.ts";
import { fetchInbox, type InboxMessage } from "./api.ts";
import { saveInbox } from "./store.ts";

const refresh = async (userId: number) => saveInbox(userId, await fetchInbox());
const NONE: InboxMessage[] = [];

export function useInbox(userId: number) {
  const { refreshState, reload } = useRefresh(userId, refresh);
  const messages = useLiveDb(
    async (db) => (await db.inboxMessages.where("userId").equals(userId).toArray()).map((r) => r.message).sort((a, b) => b.id - a.id),
    [userId],
    NONE,
  );
  return { messages, refreshState, reload };
}

/**
 * The unread messages the device holds: the inbox brings them up to date on each visit, and so does
 * a push that arrives while the app is open (the service worker tells its windows: public/sw-push.js).
 */
export function useUnreadCount(userId: number): number {
  useEffect(() => {
    const worker = "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
    if (!worker) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: unknown } | null)?.type === "PUSH_RECEIVED") refresh(userId).catch(() => undefined);
    };
    worker.addEventListener("message", onMessage);
    return () => worker.removeEventListener("message", onMessage);
  }, [userId]);
  return useLiveDb(async (db) => (await db.inboxMessages.where("userId").equals(userId).toArray()).filter((r) => !r.message.read).length, [userId], 0);
}
