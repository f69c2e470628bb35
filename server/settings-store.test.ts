// A set's and a class's settings patched at once, and a set assigned by two classes at once (settings-contract.ts), on
// SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL (fewer trials of the pairs beyond the named ones there).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDatabases } from '@/test-support/store/contract-databases';
import { settingsContract } from '@/test-support/store/settings-contract';
import { openMigrated } from './open-store';
import { isTimesRefusal } from './settings-store';

contractDatabases('settings', (name, open) => settingsContract(name, open, name === 'PostgreSQL' ? { setPairs: 2, classPairs: 4 } : undefined));

describe('isTimesRefusal: the database refusing a set that closes before it opens, told apart from other errors', () => {
  it('is the CHECK on PostgreSQL (23514 on that constraint) and the trigger on SQLite (its message), nothing else', () => {
    expect(isTimesRefusal({ code: '23514', constraint: 'sets_closes_after_opens' })).toBe(true);
    expect(isTimesRefusal({ code: '23514', constraint: 'another_check' })).toBe(false);
    expect(isTimesRefusal({ code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'sets_closes_after_opens' })).toBe(true);
    expect(isTimesRefusal({ code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'another trigger' })).toBe(false);
    expect(isTimesRefusal({ code: 'SQLITE_CONSTRAINT', message: 'sets_closes_after_opens' })).toBe(false);
    expect(isTimesRefusal({ code: '23505', constraint: 'sets_closes_after_opens' })).toBe(false);
    expect(isTimesRefusal(null)).toBe(false);
    expect(isTimesRefusal(new Error('sets_closes_after_opens'))).toBe(false);
  });
});

describe('settings of a set or class that is not there', () => {
  it('patch nothing and answer null', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-settings-'));
    const { store } = await openMigrated({ dataDir: dir });
    try {
      const missing = '00000000-0000-4000-8000-000000000000';
      expect(await store.updateSet(missing, { title: 'X' })).toBeNull();
      expect(await store.classes.updateClass(missing, { title: 'X' })).toBeNull();
      expect(await store.classes.updateClass(missing, { keyHash: null })).toBeNull();
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
