// getStore: one Store per process, opened (and the SQLite file made under DATA_DIR) by the first of concurrent calls;
// a failed opening is tried again. openStore: an explicit folder or URL wins over the configured DATABASE_URL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SQLITE_FILE } from './db';

const dir = mkdtempSync(join(tmpdir(), 'bridge-tutor-get-store-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('getStore', () => {
  it('opens one store for concurrent first calls, on DATA_DIR as read at start', async () => {
    vi.stubEnv('DATA_DIR', join(dir, 'data'));
    vi.stubEnv('DATABASE_URL', '');
    vi.resetModules();
    const { getStore } = await import('./open-store');
    const stores = await Promise.all(Array.from({ length: 8 }, () => getStore()));
    expect(new Set(stores).size).toBe(1);
    expect(stores[0].dialect).toBe('sqlite');
    expect(existsSync(join(dir, 'data', SQLITE_FILE))).toBe(true);
    expect(await getStore()).toBe(stores[0]);
    await stores[0].close();
  });
});

/** A PostgreSQL address where nothing listens: opening fails at once (connection refused). */
const NOWHERE = 'postgres://nobody@127.0.0.1:1/none';

describe('openStore and a failed opening', () => {
  it('opens SQLite in an explicit folder, or with databaseUrl null, even when DATABASE_URL is set', async () => {
    vi.stubEnv('DATA_DIR', join(dir, 'configured'));
    vi.stubEnv('DATABASE_URL', NOWHERE);
    vi.resetModules();
    const { openStore } = await import('./open-store');
    const inFolder = await openStore({ dataDir: join(dir, 'explicit') });
    expect(inFolder.dialect).toBe('sqlite');
    expect(existsSync(join(dir, 'explicit', SQLITE_FILE))).toBe(true);
    await inFolder.close();
    const noUrl = await openStore({ databaseUrl: null });
    expect(noUrl.dialect).toBe('sqlite');
    expect(existsSync(join(dir, 'configured', SQLITE_FILE))).toBe(true);
    await noUrl.close();
  });

  it('refuses a database it cannot reach, and getStore tries again on the next call', async () => {
    vi.stubEnv('DATA_DIR', join(dir, 'unused'));
    vi.stubEnv('DATABASE_URL', NOWHERE);
    vi.resetModules();
    const { getStore, openStore } = await import('./open-store');
    // the process's store lives on globalThis across module reloads: the first test's is forgotten here
    (globalThis as { __bridgeTutorStore?: unknown }).__bridgeTutorStore = null;
    await expect(openStore({ databaseUrl: NOWHERE })).rejects.toThrow();
    const first = getStore();
    await expect(first).rejects.toThrow();
    const second = getStore();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
    expect(existsSync(join(dir, 'unused', SQLITE_FILE))).toBe(false);
  });
});

