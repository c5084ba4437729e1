// Kysely on embedded PGlite, one call into the engine per statement. PGlite's own `query()` sends a
// statement as six protocol steps (parse, describe, bind, describe, execute, sync), each a call into
// the WebAssembly engine, and Postgres parses and plans the text again every time. Here each
// statement text that reads or writes rows is prepared once under a name (its parameter types read
// back then), and every later run is one message: bind, describe, execute, sync. The values are
// serialised and the rows parsed by PGlite's own serializers and parsers, so answers are exactly what
// `query()` gives. Transaction control and schema changes take the plain path; a schema change
// forgets every prepared statement, so none keeps a stale row shape.
// Statements run one at a time on the one connection (like kysely-pglite-dialect), inside PGlite's
// query lock, so nothing else using the same PGlite can interleave with a statement's messages.
import { parse, protocol, type PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

type Message = Parameters<Parameters<protocol.Parser["parse"]>[1]>[0];
type Prepared = { name: string; paramTypes: number[] };
const { DatabaseError } = protocol.messages;

/** Statements prepared once by name: the ones that read or write rows. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * Statements that leave the schema as it is (the rest may change a table's row shape). PREPARE takes
 * only a query or a DML statement; DEALLOCATE is not here, since `deallocate all` would drop ours.
 */
const SCHEMA_NEUTRAL = /^\s*(begin|start|commit|end|rollback|savepoint|release|set|show|reset|lock|select|insert|update|delete|with|values|explain|prepare|execute|vacuum|analyze)\b/i;
/** Prepared statements kept at most; past it, the oldest is closed (the texts our code builds are fewer). */
const MAX_PREPARED = 500;

class PGliteConnection implements DatabaseConnection {
  readonly #pg: PGlite;
  readonly #prepared = new Map<string, Prepared>();
  #next = 0;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = query;
    const result = PREPARABLE.test(sql) ? await this.#runPrepared(sql, parameters) : await this.#runPlain(sql, parameters);
    const rows = result.rows as R[];
    return result.affectedRows ? { rows, numAffectedRows: BigInt(result.affectedRows) } : { rows };
  }

  // eslint-disable-next-line require-yield -- streaming is not used by this project
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming queries are not supported on PGlite");
  }

  /** Sends one batch of protocol messages under PGlite's query lock; answers the backend's messages or throws its error. */
  async #send(...parts: Uint8Array[]): Promise<Message[]> {
    const buffer = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      buffer.set(p, at);
      at += p.length;
    }
    const raw = await this.#pg._runExclusiveQuery(() => this.#pg.execProtocolRaw(buffer));
    const messages: Message[] = [];
    new protocol.Parser().parse(raw, (m) => messages.push(m));
    const error = messages.find((m) => m instanceof DatabaseError);
    if (error) throw error;
    return messages;
  }

  async #statement(sql: string): Promise<Prepared> {
    const known = this.#prepared.get(sql);
    if (known) {
      // Most recently used last, so the first key is the one to close when the map is full.
      this.#prepared.delete(sql);
      this.#prepared.set(sql, known);
      return known;
    }
    const name = `k${this.#next++}`;
    const { serialize } = protocol;
    const messages = await this.#send(serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name }), serialize.sync());
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(sql, prepared);
    if (this.#prepared.size > MAX_PREPARED) {
      const [oldestSql, oldest] = this.#prepared.entries().next().value as [string, Prepared];
      this.#prepared.delete(oldestSql);
      await this.#send(serialize.close({ type: "S", name: oldest.name }), serialize.sync());
    }
    return prepared;
  }

  async #runPrepared(sql: string, parameters: readonly unknown[]) {
    const { name, paramTypes } = await this.#statement(sql);
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.#pg.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const messages = await this.#send(
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    );
    return parse.parseResults(messages, this.#pg.parsers)[0] ?? { rows: [], fields: [] };
  }

  async #runPlain(sql: string, parameters: readonly unknown[]) {
    // Without parameters (BEGIN, COMMIT, SET, schema changes): one simple-query message, one call
    // into the engine. PGlite's query() would make seven.
    const result =
      parameters.length === 0
        ? (parse.parseResults(await this.#send(protocol.serialize.query(sql)), this.#pg.parsers).at(-1) ?? { rows: [], fields: [] })
        : await this.#pg.query(sql, [...parameters]);
    if (!SCHEMA_NEUTRAL.test(sql) && this.#prepared.size > 0) {
      this.#prepared.clear();
      await this.#pg.exec("deallocate all");
    }
    return result;
  }
}

class PGliteDriver implements Driver {
  readonly #pg: PGlite;
  readonly #connection: PGliteConnection;
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  constructor(pg: PGlite) {
    this.#pg = pg;
    this.#connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {}

  /** The one connection, once the previous holder has released it. */
  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    await conn.executeQuery(CompiledQuery.raw(`start transaction${level}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy(): Promise<void> {
    if (!this.#pg.closed) await this.#pg.close();
  }
}

export class PGliteDialect implements Dialect {
  readonly #pg: PGlite;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pg);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
