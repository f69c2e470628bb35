// Does a backup of the SQLite file restore? Opened read-only (nothing is migrated or written), checked by SQLite's
// integrity check, and its schema and contents counted. `npm run db:check -- backup.sqlite` prints it.
// Example: checkBackup('backup.sqlite') → { ok: true, migrations: ['0001-…', …], sets: 12, students: 340, answers: 28000, … }.

import BetterSqlite3 from 'better-sqlite3';

export interface BackupReport {
  readonly ok: boolean;
  /** 'ok', or SQLite's first integrity problems; or why the file could not be read. */
  readonly integrity: string;
  readonly migrations: readonly string[];
  readonly sets: number;
  readonly students: number;
  readonly items: number;
  readonly answers: number;
}

export function checkBackup(file: string): BackupReport {
  let db: BetterSqlite3.Database | null = null;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const integrity = (db.prepare('pragma integrity_check').all() as { integrity_check: string }[]).map((r) => r.integrity_check).slice(0, 5).join('; ');
    const tables = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name));
    const count = (table: string) => (tables.has(table) ? (db!.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n : 0);
    const migrations = tables.has('kysely_migration')
      ? (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((r) => r.name)
      : [];
    return {
      ok: integrity === 'ok' && tables.has('sets'), integrity: tables.has('sets') ? integrity : `${integrity}; no sets table: not a teachers' database`,
      migrations, sets: count('sets'), students: count('students'), items: count('items'), answers: count('answers'),
    };
  } catch (error) {
    return { ok: false, integrity: error instanceof Error ? error.message : String(error), migrations: [], sets: 0, students: 0, items: 0, answers: 0 };
  } finally {
    db?.close();
  }
}
