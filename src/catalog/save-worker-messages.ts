// What the page and the offline save's worker (save-worker.ts) say to each other.
import type { LangId } from "../lib/db.ts";

/** The page asks for one save. */
export type SaveRequest = { langId: LangId; pictures: boolean };

/** "ready" once the worker's code has loaded; then "done" or "failed" for the save asked for. */
export type SaveWorkerMessage = { kind: "ready" } | { kind: "done" } | { kind: "failed"; message: string };
