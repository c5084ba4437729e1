// Giving the main thread back between pieces of work, so none of them makes a long task
// (docs/decisions/server-rendering.md "What loads when").

type Scheduler = { yield?: () => Promise<void> };

/** Gives the main thread back: `scheduler.yield()` where present, else a message-channel message (a new task, not throttled as timers are). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
