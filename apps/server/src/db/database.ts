import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The one door to the database. Both drivers speak the PostgreSQL dialect; SQL stays visible in
 * the repositories. Types come back alike from both: int8 as number, numeric as string,
 * timestamptz as Date, jsonb parsed.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; a thrown error rolls it back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** This process's connections: PostgreSQL's pool, or the embedded database's single session. */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Calls `onNotify` with the payload of every notification on `channel` until the returned
   * function is called. On PostgreSQL each call holds a connection of its own, outside the pool;
   * after that connection was lost and opened again, `onNotify` gets `null`: anything may have
   * changed meanwhile.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database's files as one tarball, which `snapshot` opens as a copy; PGlite only. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** PGlite directory; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** A tarball from `dumpDataDir` to start the embedded database from, instead of an empty one. */
  snapshot?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.snapshot);
}

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, {
    // Dates as text, as the pg driver is configured below, so both drivers answer alike.
    parsers: { [1082]: (value: string) => value },
    // PostgreSQL's own cache lives in the WebAssembly heap, which never shrinks; the files it
    // reads stay in the operating system's cache anyway. 16 MB instead of 128 MB keeps an idle
    // process near 200 MB, and the demo's pages at no measurable cost (`npm run bench`).
    postgresqlconf: ['shared_buffers=16MB'],
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await q.query<T>(sql, params as unknown[] | undefined)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (work) => db.transaction((tx) => work({ query: (sql, params) => run(tx, sql, params) })),
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    async listen(channel, onNotify) {
      const stop = await db.listen(channel, onNotify);
      return async () => {
        if (!db.closed) await stop();
      };
    },
    close: () => db.close(),
    // Uncompressed: opening a copy then skips inflating tens of megabytes.
    dumpDataDir: () => db.dumpDataDir('none'),
  };
}

const INT8_OID = 20;
// pg-types names only scalar types; 1016 is the OID of bigint[].
const INT8_ARRAY_OID = 1016 as (typeof pg.types.builtins)[keyof typeof pg.types.builtins];
const DATE_OID = 1082;
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
pg.types.setTypeParser(INT8_ARRAY_OID, parseInt8Array);
// A calendar date stays the text PostgreSQL sent: as a Date it would shift with the process' zone.
pg.types.setTypeParser(DATE_OID, (value) => value);

function parseInt8Array(literal: string): (number | null)[] {
  const body = literal.slice(1, -1);
  return body === '' ? [] : body.split(',').map((item) => (item === 'NULL' ? null : Number(item)));
}

/**
 * Named statements are parsed and planned once per connection instead of on every call, which
 * was a third of the database's work on the reserve path. The repositories' SQL is static text,
 * so the names stay few; past a bound, new texts go unnamed rather than pile up on the server.
 */
const MAX_NAMED_STATEMENTS = 500;

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server ends (a PostgreSQL restart, a failover) is reported on the pool;
  // unheard, that event would end the process. The pool drops the connection and opens a new one
  // for the next query, and /readyz says whether the database answers meanwhile.
  pool.on('error', () => undefined);
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `q${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) =>
    (await client.query({ name: nameOf(sql), text: sql, values: params as unknown[] | undefined })).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify) => listenOnPostgres(connectionString, channel, onNotify),
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => onNotify(message.payload ?? ''));
    next.on('error', () => {
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end().catch(() => undefined);
    else client = next;
  };
  const reconnect = () => {
    connect().then(
      () => onNotify(null),
      () => {
        if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}
