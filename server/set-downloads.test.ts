// The streamed downloads and the paged worksheet hands give what the whole-set reads gave before (the old code kept
// here as the reference, run on the same fixture): results.csv, summary.csv and set.pbn byte for byte with pages of a
// few rows, and the worksheet's groups page by page; a square reads the one student. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answersCsv, gradedBy, itemPosition, setPbn, summaryCsv, type ItemPosition } from '@/lib/teach';
import { acceptsOf } from './item-accepts';
import { openMigrated } from './open-store';
import type { Reply } from './replies';
import { createSet } from './set-create';
import { resultsCsv, setAsPbn, teacherHands } from './set-downloads';
import { setItemsWithOwn, storedItemJson } from './set-json';
import { joinSet, studentView } from './set-students';
import { putAnswer } from './set-answers';
import { teacherSet } from './set-common';
import { teacherCell } from './set-teacher';
import type { Store, StoredItem } from './store-types';
import { hashToken } from './tokens';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';

const NOW = Date.UTC(2026, 11, 5, 9);

function ok(reply: Reply): { body: unknown; headers?: Readonly<Record<string, string>> } {
  if (!reply.ok) throw new Error(`refused: ${JSON.stringify(reply)}`);
  return reply;
}

/** A streamed download's text (a string body as it is). */
async function text(reply: Reply): Promise<string> {
  const { body } = ok(reply);
  if (typeof body === 'string') return body;
  if (!(body instanceof ReadableStream)) throw new Error('not a file');
  // the bytes as sent: a byte-order mark is kept, as the old text had it
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(body).arrayBuffer());
}

/** The old whole-set downloads, as they were before the streams: the reference the pages must give byte for byte. */
async function oldDownloads(store: Store, token: string, timeZone: string) {
  const set = (await teacherSet(store, token))!;
  const [{ labels }, students, answers, items, setItems] = await Promise.all([
    setItemsWithOwn(store, set), store.studentsOf(set.id), store.answersOf(set.id), store.allItemsOf(set.id), store.setItemsOf(set.id),
  ]);
  const options = { code: set.code, locale: set.spec.locale, timeZone, items: labels, students, answers };
  const positions = new Map<string, ItemPosition>(items.map((i) => [`${i.student ?? ''}|${i.position}`, itemPosition(i.made.item)]));
  const fresh = set.spec.hands === 'fresh';
  const accepts = await acceptsOf(store, set.id, setItems);
  // the old file took the items by position; the students' items of one position in the store's order, here named: student, then id
  const bytes = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const ordered = [...items].sort((a, b) => a.position - b.position || bytes(a.student ?? '', b.student ?? '') || bytes(a.id, b.id));
  const json = (item: StoredItem) => storedItemJson(item, accepts(item));
  return {
    csv: answersCsv({ ...options, positionOf: (student, position) => positions.get(`${fresh ? student : ''}|${position}`) }),
    summary: summaryCsv(options),
    pbn: setPbn(set.spec, ordered.map((i) => ({ item: i.made.item, expected: gradedBy(i.made.expected, accepts(i)) }))),
    groups: fresh
      ? students.map((s) => ({ student: { id: s.id, name: s.name }, items: items.filter((i) => i.student === s.id).map(json) }))
      : [{ student: null, items: items.filter((i) => i.student === null).map(json) }],
  };
}

/** A set with seven students who answer with retries, at device times that tie (ordered by id, byte by byte: - < 0-9 < A-Z < _ < a-z) or none. */
async function fixture(store: Store, hands: 'same' | 'fresh') {
  const created = ok(await createSet(store, {
    title: 'Preuzimanja', instructions: '', locale: 'sr', mode: 'practice', hands, opensAt: null, closesAt: null,
    items: [{ topic: 'O-1NT', count: 2 }, { topic: 'score', count: 1 }, { topic: 'respond', count: 1 }], nearMisses: false,
  }, NOW)).body as { code: string; teacherToken: string };
  const names = ['Ana', 'Đorđe', 'Ēriks', 'Zoja', 'Marko', 'Šime', 'Iva'];
  const ids = ['b-1', 'B_1', 'b_1', 'a-1', 'A-1', 'a_1', '0_1'];
  for (const [s, name] of names.entries()) {
    const { studentToken } = ok(await joinSet(store, created.code, name, NOW + s, undefined, '203.0.113.1')).body as { studentToken: string };
    const view = ok(await studentView(store, created.code, studentToken, NOW + s)).body as { items: { id: string; kind: string }[] };
    if (s === 6) continue; // Iva answers nothing: a summary row of her own, no answers
    for (const [k, item] of view.items.entries()) {
      if (item.kind !== 'call') continue;
      for (const [attempt, call] of (s % 2 === 0 ? ['P', '7N'] : ['7N']).entries()) {
        // half the answers at one device time (a tie broken by id), the others without one (their arrival counts)
        const answeredAt = (s + k) % 2 === 0 ? NOW + 60_000 : undefined;
        const id = `${ids[s]}${k}${attempt}xxxxxx`;
        ok(await putAnswer(store, created.code, id, { studentToken, itemId: item.id, answer: { call }, ms: 1500 + 100 * s, ...(answeredAt && { answeredAt }) }, NOW + 70_000 - s * 1000));
      }
    }
  }
  return created;
}

function downloadsSuite(name: string, open: () => Promise<{ store: Store; done: () => Promise<void> }>): void {
  describe(`downloads on ${name}`, () => {
    for (const hands of ['fresh', 'same'] as const) {
      it(`${hands} hands: the files streamed a few rows a page are the old files byte for byte; the worksheet's pages are its old groups`, async () => {
        const { store, done } = await open();
        try {
          const { teacherToken } = await fixture(store, hands);
          const old = await oldDownloads(store, teacherToken, 'Europe/Belgrade');
          expect(old.csv.split('\r\n').length).toBeGreaterThan(10);
          for (const page of [1, 3, 200]) {
            expect(await text(await resultsCsv(store, teacherToken, 'Europe/Belgrade', 'answers', page))).toBe(old.csv);
            expect(await text(await resultsCsv(store, teacherToken, 'Europe/Belgrade', 'summary', page))).toBe(old.summary);
            expect(await text(await setAsPbn(store, teacherToken, page))).toBe(old.pbn);
          }
          // the worksheet: a page of two students at a time, each next page after the last, until none follows
          const groups: unknown[] = [];
          let after: string | null = null;
          for (let n = 0; n < 10; n++) {
            const page = ok(await teacherHands(store, teacherToken, { after, limit: 2 })).body as { groups: unknown[]; next: string | null };
            groups.push(...page.groups);
            after = page.next;
            if (after === null) break;
          }
          expect(after).toBeNull();
          expect(groups).toEqual(old.groups);
          // the PBN file is named after the set; a link that opens no set gets no file and no page
          const code = (await store.setByTeacherHash(hashToken(teacherToken)))!.code;
          expect(ok(await setAsPbn(store, teacherToken)).headers).toEqual({
            'content-type': 'text/plain; charset=utf-8', 'content-disposition': `attachment; filename="set-${code}.pbn"`,
          });
          const wrong = `${teacherToken.slice(0, -1)}${teacherToken.endsWith('A') ? 'B' : 'A'}`;
          for (const refused of [await setAsPbn(store, wrong), await resultsCsv(store, wrong), await teacherHands(store, wrong)]) {
            expect(refused.ok ? refused.status : [refused.status, refused.issue.code]).toEqual([404, 'set-not-found']);
          }
          if (hands === 'fresh') {
            const marko = old.groups[4] as { student: { id: string } };
            expect((ok(await teacherHands(store, teacherToken, { student: marko.student.id })).body as { groups: unknown[] }).groups).toEqual([marko]);
            expect((await teacherHands(store, teacherToken, { student: crypto.randomUUID() })).status).toBe(404);
          }
        } finally {
          await done();
        }
      }, 60_000);
    }

    it("a square reads the student's own item, and is not found for another set's student or item", async () => {
      const { store, done } = await open();
      try {
        const a = await fixture(store, 'fresh');
        const b = await fixture(store, 'fresh');
        const old = await oldDownloads(store, a.teacherToken, 'UTC');
        const zoja = old.groups[3] as { student: { id: string; name: string }; items: { id: string; deal?: string }[] };
        const cell = ok(await teacherCell(store, a.teacherToken, zoja.student.id, zoja.items[0].id)).body as { student: unknown; item: unknown; attempts: unknown[] };
        expect(cell.student).toEqual(zoja.student);
        expect(cell.item).toEqual(zoja.items[0]);
        expect(cell.attempts).toHaveLength(1);
        const other = (await oldDownloads(store, b.teacherToken, 'UTC')).groups[3] as { student: { id: string }; items: { id: string }[] };
        expect((await teacherCell(store, a.teacherToken, other.student.id, zoja.items[0].id)).status).toBe(404);
        expect((await teacherCell(store, a.teacherToken, zoja.student.id, other.items[0].id)).status).toBe(404);
      } finally {
        await done();
      }
    }, 60_000);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'bridge-tutor-downloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let opened = 0;
downloadsSuite('SQLite', async () => {
  const { store } = await openMigrated({ dataDir: join(dir, `data-${opened++}`) });
  return { store, done: () => store.close() };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  downloadsSuite('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    const { store } = await openMigrated({ databaseUrl: fresh.url });
    return { store, done: async () => { await store.close(); await fresh.drop(); } };
  });
}
