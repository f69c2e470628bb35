// The class pages' checks on the server (class-service classForStudentPage, classTeacherLinkExists): a class code gives
// the class's title, an unknown one is counted against the asking address like a set code (L5) until the address is
// told nothing more; a teacher link is good only whole. SQLite.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classForStudentPage, classTeacherLinkExists, createClass } from './class-service';
import { MISSES_PER_10_MIN } from './code-lookups';
import { openMigrated } from './open-store';

const NOW = Date.UTC(2026, 11, 5, 9);
const dir = mkdtempSync(join(tmpdir(), 'bridge-class-service-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const from = (address: string) => ({ get: (name: string) => (name === 'x-forwarded-for' ? address : null) });

describe('the class pages on the server', () => {
  it('finds a class by its code in any case, counts misses per address, and blocks an address past the limit', async () => {
    const { store } = await openMigrated({ dataDir: dir });
    try {
      const made = await createClass(store, { title: 'Utorak', locale: 'sr' }, null, NOW);
      if (!made.ok) throw new Error('not created');
      const { code, classToken } = made.body as { code: string; classToken: string };
      expect(await classForStudentPage(store, code, from('203.0.113.1'), NOW)).toEqual({ title: 'Utorak' });
      expect(await classForStudentPage(store, code.toLowerCase(), from('203.0.113.1'), NOW)).toEqual({ title: 'Utorak' });
      expect(await classForStudentPage(store, 'not a code', from('203.0.113.2'), NOW)).toBeNull();
      for (let k = 1; k < MISSES_PER_10_MIN; k++) await classForStudentPage(store, 'ZZZZZZZZ', from('203.0.113.2'), NOW);
      // the address used its misses: it learns nothing of a good code either; another address is not held back
      expect(await classForStudentPage(store, code, from('203.0.113.2'), NOW)).toBe('blocked');
      expect(await classForStudentPage(store, code, from('203.0.113.3'), NOW)).toEqual({ title: 'Utorak' });

      expect(await classTeacherLinkExists(store, classToken)).toBe(true);
      expect(await classTeacherLinkExists(store, classToken.slice(0, -1))).toBe(false);
      expect(await classTeacherLinkExists(store, 'x'.repeat(43))).toBe(false);
    } finally {
      await store.close();
    }
  });
});
