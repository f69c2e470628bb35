// The stored JSON read back by its versioned schema (lib/set-api/stored.ts), on SQLite and PostgreSQL with
// TEST_DATABASE_URL: what is written now carries `v`; a row written before (no `v`) reads as version 1; a row whose
// JSON does not read is a StoredJsonError with a code when looked up alone, and left out of a listing (the class's
// other sets still list).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { OpenedDatabase } from './db';
import { createClass } from './class-service';
import { openMigrated } from './open-store';
import { StoredJsonError } from './rows';
import { createSet } from './set-create';
import type { Store } from './store-types';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';

const NOW = Date.UTC(2026, 11, 6, 9);

function storedSuite(name: string, open: () => Promise<{ store: Store; opened: OpenedDatabase; done: () => Promise<void> }>): void {
  describe(`stored JSON on ${name}`, () => {
    it('writes v, reads rows without it as version 1, and leaves a row that does not read out of a listing', async () => {
      const { store, opened, done } = await open();
      const db = opened.db;
      try {
        const made = await createClass(store, { title: 'Grupa', locale: 'sr' }, null, NOW);
        if (!made.ok) throw new Error('no class');
        const { code: classCode, classToken } = made.body as { code: string; classToken: string };
        const codes: string[] = [];
        for (const title of ['Prvi', 'Drugi', 'Treći']) {
          const created = await createSet(store, {
            title, instructions: '', locale: 'sr', mode: 'practice', hands: 'same', opensAt: null, closesAt: null,
            items: [{ topic: 'open', count: 1 }], nearMisses: false, classCode,
          }, NOW, classToken);
          if (!created.ok) throw new Error('not created');
          codes.push((created.body as { code: string }).code);
        }
        const [first, second, third] = await Promise.all(codes.map((c) => store.setByCode(c)));
        // written now: with the version
        const raw = await sql<{ spec: string }>`select spec from sets where id = ${first!.id}`.execute(db);
        expect(JSON.parse(raw.rows[0].spec)).toMatchObject({ v: 1, title: 'Prvi' });
        const source = await sql<{ source: string }>`select source from set_items where set_id = ${first!.id}`.execute(db);
        expect(JSON.parse(source.rows[0].source)).toMatchObject({ v: 1, source: 'topic' });
        // a row written before v: the same set, read as version 1, without v
        const { v: _v, ...old } = JSON.parse(raw.rows[0].spec) as Record<string, unknown>;
        await sql`update sets set spec = ${JSON.stringify(old)} where id = ${second!.id}`.execute(db);
        expect((await store.setByCode(codes[1]))!.spec).toEqual({ ...first!.spec, title: 'Prvi' });
        expect((await store.setItemsOf(first!.id))[0].source).toMatchObject({ source: 'topic' });
        // a corrupt row: alone, an error with a code and the row; in the class's listing, left out (and logged)
        await sql`update sets set spec = ${'{"title":"Treći","mode":"exam"}'} where id = ${third!.id}`.execute(db);
        const lookup = store.setByCode(codes[2]);
        await expect(lookup).rejects.toBeInstanceOf(StoredJsonError);
        await expect(store.setByCode(codes[2])).rejects.toMatchObject({ code: 'stored-bad-shape', table: 'sets', id: third!.id });
        const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
          const listed = await store.classes.setsOf(first!.classId!);
          expect(listed.map((s) => s.id).sort()).toEqual([first!.id, second!.id].sort());
          expect(logged).toHaveBeenCalledWith(expect.stringContaining(third!.id));
        } finally {
          logged.mockRestore();
        }
      } finally {
        await done();
      }
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'bridge-stored-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
storedSuite('SQLite', async () => {
  const { store, opened } = await openMigrated({ dataDir: dir });
  return { store, opened, done: () => store.close() };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  storedSuite('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    const { store, opened } = await openMigrated({ databaseUrl: fresh.url });
    return { store, opened, done: async () => { await store.close(); await fresh.drop(); } };
  });
}
