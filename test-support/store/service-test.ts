// What the server's service tests share: one migrated SQLite store per test file (a temporary folder, removed after),
// a reply's body when the request was accepted, and what a refusal names.
// Example: const store = sqliteStorePerFile('bridge-set-items-'); … expect(refused(await editItems(store(), …))).toEqual([404, 'set-not-found']).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openMigrated } from '@/server/open-store';
import type { Reply } from '@/server/replies';
import type { Store } from '@/server/store-types';

/** A store opened before the file's tests and closed (its folder removed) after them; call the getter inside a test. */
export function sqliteStorePerFile(prefix: string): () => Store {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let store: Store | null = null;
  beforeAll(async () => {
    store = (await openMigrated({ dataDir: dir })).store;
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!store) throw new Error('the store opens before the tests');
    return store;
  };
}

/** A reply's body, which only an accepted request has (a refusal throws, naming its issue). */
export function okBody<T>(r: Reply): T {
  if (!r.ok) throw new Error(`refused ${r.status}: ${r.issue.code}`);
  return r.body as T;
}

/** [status, issue code] of a refusal (an accepted request throws). */
export function refused(r: Reply): [number, string] {
  if (r.ok) throw new Error(`not refused: ${r.status}`);
  return [r.status, r.issue.code];
}

/** [status, issue code, its params, or undefined when it has none] of a refusal. */
export function refusedWithParams(r: Reply): [number, string, Readonly<Record<string, unknown>> | undefined] {
  const [status, code] = refused(r);
  const params = r.ok ? {} : (r.issue.params ?? {});
  return [status, code, Object.keys(params).length > 0 ? params : undefined];
}
