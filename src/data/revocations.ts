// Logouts made offline. The device forgets the token at once (src/data/session.ts) and keeps only
// its SHA-256, which the server's /revokesession takes to end that session; sent on start, when the
// network comes back and when the app is shown again. A network failure or 5xx keeps it for the
// next try; any answer from the server (the session ended, or it was already gone) removes it.
//
// Why this queue is not the outbox (src/data/outbox.ts), the one queue of every other write made
// offline: an outbox entry is the signed-in user's write, sent only while that user is signed in,
// with their token, and logout removes it with the rest of their data (USER_TABLES). A revocation is
// the opposite on each count: it is made by the logout itself, must outlive the data the logout
// clears, is sent when nobody (or another customer) is signed in, and carries no token, only the
// hash of one. Put in the outbox, it would need entries of no user that survive logout and skip the
// bearer token: a second set of rules inside the one queue. Its replay occasions are the outbox's
// (start, `online`, the app shown again), and src/app/outbox-status.tsx starts both together.
import { ApiError, post } from "../lib/api-client.ts";
import { withDb } from "../lib/lazy-db.ts";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Keeps what is needed to end this token's session later (call before the device forgets it). */
export async function queueRevocation(token: string): Promise<void> {
  const tokenHash = await sha256Hex(token);
  await withDb((db) => db.revocations.put({ tokenHash, createdAt: Date.now() }));
}

let running: Promise<void> | undefined;

/** Sends the waiting revocations; one run at a time. */
export function sendRevocations(): Promise<void> {
  running ??= (async () => {
    for (const { tokenHash } of await withDb((db) => db.revocations.toArray())) {
      try {
        await post("/revokesession", { token_hash: tokenHash });
      } catch (err) {
        const error = err instanceof ApiError ? err : new ApiError(0, "network", String(err));
        if (error.isNetwork || error.status >= 500) return;
      }
      await withDb((db) => db.revocations.delete(tokenHash));
    }
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** Sends revocations while the app runs; answers the function that stops it. */
export function startRevocations(): () => void {
  const send = () => void sendRevocations().catch(() => undefined);
  const onVisible = () => document.visibilityState === "visible" && send();
  window.addEventListener("online", send);
  document.addEventListener("visibilitychange", onVisible);
  send();
  return () => {
    window.removeEventListener("online", send);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
