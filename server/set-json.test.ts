// The set as the teacher's replies give it (set-json.ts): each question named by its rule, its seat for a whole
// auction, whether it is fresh (each student's own hands) and a near miss; accepted calls listed only for the questions
// that have some. SQLite.

import { describe, expect, it } from 'vitest';
import { createSetRequest } from '@/lib/set-api/requests';
import { createSet } from './set-create';
import { teacherView } from './set-teacher';
import { okBody, sqliteStorePerFile } from '@/test-support/store/service-test';

const NOW = Date.UTC(2026, 11, 7, 9);
const store = sqliteStorePerFile('bridge-set-json-');

interface TeacherItem {
  index: number; kind: string; rule: string | null; source: string; topic: string | null; seat?: string; fresh: boolean;
  nearMiss: boolean; expected: string | null; code: string | null;
}

async function itemsOf(hands: 'same' | 'fresh', nearMisses: boolean) {
  const request = createSetRequest.parse({
    title: 'Pitanja', locale: 'sr', mode: 'practice', hands, nearMisses, items: [{ topic: 'O-1NT', count: 10 }, { topic: 'auction', count: 1, seat: 'S' }],
  });
  const { teacherToken } = okBody<{ teacherToken: string }>(await createSet(store(), request, NOW));
  return okBody<{ set: { items: TeacherItem[]; accepted: Record<string, unknown> } }>(await teacherView(store(), teacherToken, NOW)).set;
}

describe("the teacher's items", () => {
  it('with fresh hands: named by the rule asked, a whole auction with its seat, near misses as the questions were made', async () => {
    const set = await itemsOf('fresh', true);
    expect(set.accepted).toEqual({});
    const calls = set.items.slice(0, 10);
    for (const item of calls) {
      expect(item).toMatchObject({ kind: 'call', rule: 'O-1NT', source: 'topic', topic: 'O-1NT', fresh: true, expected: null, code: null });
      expect(item.seat).toBeUndefined();
    }
    // some questions are near misses (another rule's hand), not all
    expect(calls.some((i) => i.nearMiss)).toBe(true);
    expect(calls.some((i) => !i.nearMiss)).toBe(true);
    expect(set.items[10]).toMatchObject({ source: 'auction', seat: 'S', topic: null, fresh: true, nearMiss: false });
  });

  it('with the same hands: named by the stored expected answer, with its code; no near misses when none were asked', async () => {
    const set = await itemsOf('same', false);
    expect(set.accepted).toEqual({});
    for (const item of set.items.slice(0, 10)) {
      expect(item).toMatchObject({ kind: 'call', source: 'topic', fresh: false, nearMiss: false });
      expect(item.expected).toEqual(expect.any(String));
      expect(item.code).toEqual(expect.any(String));
      expect(item.seat).toBeUndefined();
    }
    expect(set.items[10]).toMatchObject({ source: 'auction', seat: 'S', fresh: false });
  });
});
