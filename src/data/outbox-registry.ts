// What each kind of outbox entry does to the device once the server has answered it: one registry
// of every kind, set once when the app starts (src/app/outbox-handlers.ts composes the features'
// declarations), before the first entry is sent. A success writes the server's answer (the plan, a
// day's picks, the address book, the preferences); a refusal writes what the customer is to see (a
// refusal with its code and days, a save back in its form). Screens read those writes from Dexie;
// none of them listens to the outbox. Until the registry is set, the outbox sends nothing
// (src/data/outbox.ts), so no answer arrives with nowhere to go.
import type { ApiError } from "../lib/api-client.ts";
import type { OutboxEntry } from "./store.ts";

export type OutboxKind = OutboxEntry["kind"];

export type OutboxHandler = {
  /** The server took the entry: what its answer writes to the device. */
  sent: (entry: OutboxEntry, data: unknown) => Promise<void>;
  /** The server refused the entry (a 4xx): what the refusal writes to the device. */
  refused: (entry: OutboxEntry, error: ApiError) => Promise<void>;
  /** Files sent with the entry as multipart form data, read from the device at each attempt (a report's photos). */
  files?: (entry: OutboxEntry) => Promise<Readonly<Record<string, readonly Blob[]>> | undefined>;
};

/** Every kind with its handler: a kind left out does not compile. */
export type OutboxHandlers = Record<OutboxKind, OutboxHandler>;

let registry: OutboxHandlers | undefined;

/**
 * Sets the handlers of every kind (`undefined`: none, as before the app starts); answers the
 * function that puts the previous ones back.
 */
export function registerOutboxHandlers(handlers: OutboxHandlers | undefined): () => void {
  const previous = registry;
  registry = handlers;
  return () => {
    registry = previous;
  };
}

/** The handler of `kind`, or `undefined` while no registry is set. */
export function handlerOf(kind: OutboxKind): OutboxHandler | undefined {
  return registry?.[kind];
}
