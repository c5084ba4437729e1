// VACUUM for the embedded database. PGlite runs Postgres in single-user mode, where autovacuum never
// runs: a row version that an UPDATE or DELETE replaced stays in its table and in its indexes until
// a VACUUM, and the space it takes is never used again. So tables that are changed in place only
// grow. The mail outbox shows it best, since each mail is written three times (pending, sending,
// sent): after 9,300 mails its table was 14.4 MB and its index of open mails 320 kB; with the passes
// below, 6.6 MB and 96 kB. The same goes for purchases (every freeze changes the end date), frozen
// days, picks and sessions. PostgreSQL servers have autovacuum, so this runs on PGlite only
// (client.ts, index.ts).
//
// A plugin counts, per table, the statements that may leave dead rows behind: UPDATE, DELETE, an
// INSERT that updates on conflict, MERGE, also inside a WITH. The vacuum looks at the counts every
// `everyMs` and vacuums, one statement per table, each table that reached `threshold` since its
// last VACUUM. Each VACUUM takes the one connection between two statements of the requests (never
// inside a transaction, which VACUUM refuses), so a request waits for one table's VACUUM at most:
// about 3 ms for the outbox after 300 mails. Raw SQL (the purchase functions) is not counted: what
// it replaces is removed by the next VACUUM of its table.
import {
  sql,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import type { Db } from "./client.ts";

type Node = OperationNode & Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && "kind" in value;

/** The name of a table node, or of the table an alias node names. */
function tableName(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === "AliasNode") return tableName(node.node);
  if (node.kind !== "TableNode") return undefined;
  const identifier = (node.table as { identifier?: { name?: unknown } } | undefined)?.identifier;
  return typeof identifier?.name === "string" ? identifier.name : undefined;
}

/** The tables where a statement may leave dead rows: the ones it updates or deletes from. */
export function churnedTables(node: RootOperationNode | OperationNode): string[] {
  const tables = new Set<string>();
  const visit = (n: Node) => {
    if (n.kind === "UpdateQueryNode") {
      const name = tableName(n.table);
      if (name) tables.add(name);
    } else if (n.kind === "DeleteQueryNode") {
      for (const from of (n.from as { froms?: unknown[] } | undefined)?.froms ?? []) {
        const name = tableName(from);
        if (name) tables.add(name);
      }
    } else if (n.kind === "InsertQueryNode") {
      const onConflict = n.onConflict as { updates?: unknown[] } | undefined;
      const name = tableName(n.into);
      if (name && (onConflict?.updates?.length ?? 0) > 0) tables.add(name);
    } else if (n.kind === "MergeQueryNode") {
      const name = tableName(n.into);
      if (name) tables.add(name);
    }
    for (const cte of (n.with as { expressions?: { expression?: unknown }[] } | undefined)?.expressions ?? []) {
      if (isNode(cte.expression)) visit(cte.expression);
    }
  };
  visit(node as Node);
  return [...tables];
}

/** Counts, per table, the statements that may have left dead rows since the table's last VACUUM. */
export class ChurnCounter implements KyselyPlugin {
  readonly counts = new Map<string, number>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    for (const table of churnedTables(args.node)) this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /** The tables counted `threshold` times or more, their counts set back to zero. */
  take(threshold: number): string[] {
    const due = [...this.counts].filter(([, n]) => n >= threshold).map(([table]) => table);
    for (const table of due) this.counts.delete(table);
    return due;
  }
}

export type VacuumOptions = {
  db: Db;
  churn: ChurnCounter;
  /** How often the counts are looked at (default 2 s). */
  everyMs?: number;
  /** Statements that may have left dead rows in a table before it is vacuumed (default 100). */
  threshold?: number;
  logger?: Pick<Console, "error">;
};

export type Vacuum = {
  /** Vacuums the tables due now; resolves when done (tests, and the timer). */
  pass(): Promise<string[]>;
  stop(): Promise<void>;
};

export function startVacuum(options: VacuumOptions): Vacuum {
  const { churn } = options;
  const threshold = options.threshold ?? 100;
  const log = options.logger ?? console;
  // Without the plugins: a VACUUM changes no data, so the read cache (read-cache.ts) keeps its
  // values, and the churn counter does not count it.
  const db = options.db.withoutPlugins();
  let running: Promise<string[]> | undefined;
  let stopped = false;

  async function vacuum(): Promise<string[]> {
    const due = churn.take(threshold);
    for (const table of due) {
      if (stopped) break;
      try {
        await sql`vacuum ${sql.table(table)}`.execute(db);
      } catch (err) {
        log.error(`vacuum of ${table} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return due;
  }

  const pass = (): Promise<string[]> => {
    running ??= vacuum().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void pass(), options.everyMs ?? 2000);
  timer.unref();
  return {
    pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
