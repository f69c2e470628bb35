// getStore: one Store per process, opened (and the SQLite file made under DATA_DIR) by the first of concurrent calls.
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
