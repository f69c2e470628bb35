// The SQLite data of the teachers' sets is the server's user's alone, and a backup of it can be checked without
// changing it (`npm run db:check`).
import { copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBackup } from './backup-check';
import { SQLITE_FILE } from './db';
import { MIGRATION_NAMES } from './migrations';
import { openMigrated } from './open-store';
import { ITEMS, newSet } from '@/test-support/store/store-contract';
import { hashToken, resumeCode, studentToken } from './tokens';

const root = mkdtempSync(join(tmpdir(), 'bridge-tutor-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const mode = (path: string) => statSync(path).mode & 0o777;

describe('the SQLite files', () => {
  it('are made readable and writable by the server\'s user only: folder 0700, database, WAL and SHM 0600', async () => {
    const dataDir = join(root, 'nested', 'data');
    const { store } = await openMigrated({ dataDir });
    try {
      await store.createSet(newSet(), ITEMS); // a write: the WAL file exists from here on
      expect(mode(dataDir)).toBe(0o700);
      for (const file of [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`]) expect(mode(join(dataDir, file)), file).toBe(0o600);
    } finally {
      await store.close();
    }
  });
});

describe('checkBackup', () => {
  it('opens a copy read-only and counts its sets, students, items and answers', async () => {
    const dataDir = join(root, 'source');
    const { store } = await openMigrated({ dataDir });
    const set = await store.createSet(newSet(), ITEMS);
    await store.addStudent({ setId: set.id, name: 'Ana', tokenHash: hashToken(studentToken()), resumeCode: resumeCode(), seed: 1, joinedAt: 1, items: [] });
    await store.close(); // closed: its WAL is checkpointed into the file, as `.backup` would copy it
    const backup = join(root, 'backup.sqlite');
    copyFileSync(join(dataDir, SQLITE_FILE), backup);
    const before = statSync(backup).mtimeMs;
    const report = checkBackup(backup);
    expect(report).toMatchObject({ ok: true, integrity: 'ok', sets: 1, students: 1, items: ITEMS.length, answers: 0 });
    expect(report.migrations).toEqual(MIGRATION_NAMES);
    expect(statSync(backup).mtimeMs).toBe(before);
  });

  it('says why a file does not restore: missing, not a database, not ours', () => {
    expect(checkBackup(join(root, 'none.sqlite'))).toMatchObject({ ok: false });
    const junk = join(root, 'junk.sqlite');
    writeFileSync(junk, 'not a database at all, just text');
    expect(checkBackup(junk)).toMatchObject({ ok: false });
    const empty = join(root, 'empty.sqlite');
    writeFileSync(empty, '');
    expect(checkBackup(empty)).toMatchObject({ ok: false, integrity: expect.stringContaining('not a teachers') });
  });
});
