// The signed-in customer's messages from the device (readable offline), the server asked again on
// every visit of the inbox; and the unread count the account menu shows, from the device alone (the
// header makes no request of its own for it).
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

/** The unread messages the device holds (the inbox brings them up to date on each visit). */
export function useUnreadCount(userId: number): number {
  return useLiveDb(async (db) => (await db.inboxMessages.where("userId").equals(userId).toArray()).filter((r) => !r.message.read).length, [userId], 0);
}
