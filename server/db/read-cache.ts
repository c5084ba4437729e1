// A read cache for the embedded database, sound because one process owns it. PGlite's data folder is
// opened by this process alone, and every statement runs on its one connection (pglite-driver.ts):
// a transaction holds that connection from BEGIN to COMMIT. So every change of the data passes
// through this process's Kysely, where a plugin counts it: the data version (the idea of SQLite's
// `PRAGMA data_version`). A cached value is served only while the version is the one it was read
// at; any write, to any table, makes every cached value a miss. That is coarse on purpose: cascades,
// triggers and SQL functions change tables that the statement does not name, and no cache here
// needs to know which.
//
// A statement counts as a write unless it is a query-builder SELECT without a data-changing CTE:
// raw SQL counts (`select * from purchase_insert(…)` writes), and so does every schema change; an
// INSERT, UPDATE or DELETE counts when it changed a row. It is counted when its answer comes back.
// That is enough, because statements run one at a time on the one connection: a read that ran
// before the write and is stored afterwards was stored under the older version, so it is never
// served once the write has answered; one that runs after it sees its rows. A transaction's write
// is counted before its COMMIT, and no read of the cache's database can run until that COMMIT.
//
// On PostgreSQL other instances write too, and nothing here would see them: `readCache(db)` of a
// database that is not tracked reads through, always.
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

/** Bumped by every write that the plugin sees. */
class DataVersion {
  value = 0;
}

const WRITE_NODES = new Set(["InsertQueryNode", "UpdateQueryNode", "DeleteQueryNode", "MergeQueryNode"]);

/** Whether a statement may change data (see the head of the file). */
export function mayWrite(node: RootOperationNode | OperationNode): boolean {
  if (WRITE_NODES.has(node.kind)) return true;
  if (node.kind !== "SelectQueryNode") return true;
  const ctes = (node as Extract<RootOperationNode, { kind: "SelectQueryNode" }>).with?.expressions ?? [];
  return ctes.some((cte) => cte.expression.kind !== "SelectQueryNode" || mayWrite(cte.expression));
}

/** The Kysely plugin that counts the writes of one database into its data version. */
class WriteCounter implements KyselyPlugin {
  readonly #version: DataVersion;
  /** Statements that may write, by query id; an INSERT, UPDATE or DELETE that changed nothing does not count. */
  readonly #writes = new WeakMap<object, "dml" | "other">();

  constructor(version: DataVersion) {
    this.#version = version;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (mayWrite(args.node)) this.#writes.set(args.queryId, WRITE_NODES.has(args.node.kind) ? "dml" : "other");
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.#writes.get(args.queryId);
    if (write === "other" || (write === "dml" && (args.result.numAffectedRows ?? 0n) > 0n)) this.#version.value++;
    return args.result;
  }
}

export type ReadCache = {
  /**
   * The value under `key` if nothing was written since it was read, else `load()`'s, kept when
   * `keep` allows (default: always). Cached values are shared: treat them as read-only.
   */
  read<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
};

/** Entries kept at most; past it the oldest goes (a key per signed-in customer and token). */
const MAX_ENTRIES = 20_000;

function createReadCache(version: DataVersion): ReadCache {
  const entries = new Map<string, { at: number; value: unknown }>();
  return {
    async read<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
      const at = version.value;
      const hit = entries.get(key);
      if (hit && hit.at === at) return hit.value as T;
      const value = await load();
      // Stored under the version it was read at: a write during the load already makes it a miss,
      // so it is not stored at all then.
      if (version.value === at && (keep?.(value) ?? true)) {
        entries.delete(key);
        entries.set(key, { at, value });
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
  };
}

const readThrough: ReadCache = { read: (_key, load) => load() };
const caches = new WeakMap<object, ReadCache>();

/** A plugin for a database that this process alone writes; its `readCache(db)` then caches. */
export function trackWrites(): { plugin: KyselyPlugin; register(db: object): void } {
  const version = new DataVersion();
  const cache = createReadCache(version);
  return { plugin: new WriteCounter(version), register: (db) => caches.set(db, cache) };
}

/** The read cache of `db`: caching when its writes are tracked, else reading through. */
export function readCache(db: object): ReadCache {
  return caches.get(db) ?? readThrough;
}
