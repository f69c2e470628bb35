// A Kysely instance on either database: an embedded SQLite file (better-sqlite3) by default, PostgreSQL (pg) by URL.
// Example: const { db, dialect } = openDatabase({ dataDir: 'data' }) → data/bridge-tutor.sqlite, WAL, synchronous=FULL.

import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
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
}

/** Every SQLite transaction begins IMMEDIATE: it takes the write lock at once, so a read-then-write (the students'
 * limit, the migrations) cannot be overtaken by another process between its read and its write. */
class ImmediateSqliteDriver extends SqliteDriver {
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
  return { db: new Kysely<Database>({ dialect: new SerializedSqliteDialect({ database: file }) }), dialect: 'sqlite' };
}

export function openPostgres(url: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (a restart, a failover) is reported here; unhandled, it would end the process.
  // The pool replaces it; the next query reports its own error if the database is still away.
  pool.on('error', (error) => console.error(`[db] idle PostgreSQL connection: ${error.message}`));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}

/** Whether an error is a unique or primary-key violation (a code or token already taken), on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function openDatabase(options: { readonly dataDir: string; readonly databaseUrl?: string | null }): OpenedDatabase {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}
