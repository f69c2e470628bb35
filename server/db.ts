// A Kysely instance on either database: an embedded SQLite file (better-sqlite3) by default, PostgreSQL (pg) by URL.
// Example: const { db, dialect } = openDatabase({ dataDir: 'data' }) → data/bridge-tutor.sqlite, WAL, synchronous=FULL.

import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export const SQLITE_FILE = 'bridge-tutor.sqlite';
/** How long a writer waits for another process's lock on the SQLite file before it fails (ms). */
const BUSY_TIMEOUT_MS = 15_000;

export interface OpenedDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * PostgreSQL: connections for the rate-limit counters, whose commits do not wait for the disk (synchronous_commit
   * off: a counter lost in a crash costs nothing, and a class's answers then pay one flush each, not two).
   */
  readonly counters?: Kysely<Database>;
}

/** Every SQLite transaction begins IMMEDIATE: it takes the write lock at once, so a read-then-write (the students'
 * limit, the migrations) cannot be overtaken by another process between its read and its write. */
class ImmediateSqliteDriver extends SqliteDriver {
  /**
   * Each query, or each transaction, starts in a turn of the event loop of its own. better-sqlite3 runs a statement
   * on the event loop, and Node takes one new connection per turn (scripts/admission.mjs): an answer's half-dozen
   * lookups and its transaction run in as many short turns rather than one long one, so a class's new connections
   * are taken while answers are stored.
   */
  override async acquireConnection(): Promise<DatabaseConnection> {
    await nextTurn();
    return super.acquireConnection();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite runs DDL inside transactions; Kysely's adapter says it does not, and its Migrator then runs the migrations
 * with no transaction and no lock. Saying it does makes the Migrator run them in one IMMEDIATE transaction: two
 * servers starting on the same file migrate one after the other (the second waits on the file lock, then finds
 * nothing to do). */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SerializedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

/** The SQLite file under dataDir (folder and file made private when missing). synchronous=FULL with WAL: a commit is on disk when it returns. */
export function openSqlite(dataDir: string): OpenedDatabase {
  // the teachers' data is readable by the server's user only: the folder made 0700 and the file 0600 when they are
  // new (SQLite gives its -wal and -shm files the database file's mode)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, SQLITE_FILE);
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  const file = new BetterSqlite3(path);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return { db: new Kysely<Database>({ dialect: new SerializedSqliteDialect({ database: preparedOnce(file) }) }), dialect: 'sqlite' };
}

/** Statements kept prepared: every query the server makes is one of a few dozen texts (lists of ids vary the rest). */
const PREPARED_STATEMENTS = 200;

/**
 * The file as Kysely's SQLite driver uses it (prepare, close), with each SQL text prepared once and kept, the least
 * recently used dropped beyond PREPARED_STATEMENTS: Kysely prepares every query anew, a tenth of an answer's time.
 */
function preparedOnce(file: BetterSqlite3.Database): SqliteDialectConfig['database'] {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(text: string) {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else statement = file.prepare(text);
      kept.set(text, statement);
      if (kept.size > PREPARED_STATEMENTS) kept.delete(kept.keys().next().value!);
      return statement;
    },
    close() {
      kept.clear();
      file.close();
    },
  };
}

export function openPostgres(url: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const counterPool = new pg.Pool({ connectionString: url, max: 2, options: '-c synchronous_commit=off' });
  // An idle connection that the server drops (a restart, a failover) is reported here; unhandled, it would end the process.
  // The pool replaces it; the next query reports its own error if the database is still away.
  for (const each of [pool, counterPool]) each.on('error', (error) => console.error(`[db] idle PostgreSQL connection: ${error.message}`));
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
    counters: new Kysely<Database>({ dialect: new PostgresDialect({ pool: counterPool }) }),
  };
}

/** Whether an error is a foreign-key violation (a row refers to one deleted meanwhile), on either database. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Whether an error is a unique or primary-key violation (a code or token already taken), on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function openDatabase(options: { readonly dataDir: string; readonly databaseUrl?: string | null }): OpenedDatabase {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}
