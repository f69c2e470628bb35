// What the teacher downloads: every stored hand for the worksheet, the answers or the totals as CSV, the set as PBN.
// Example: await resultsCsv(store, token, 'Europe/Belgrade', 'summary') → 200, the totals per student as text/csv in the set's language.

import { answersCsv, gradedBy, itemPosition, setPbn, summaryCsv, type ItemPosition } from '@/lib/teach';
import type { Store, StoredItem } from './store-types';
import { fileReply, reply, type Reply } from './replies';
import { acceptsOf } from './item-accepts';
import { NOT_FOUND, teacherSet } from './set-common';
import { setItemsWithOwn, storedItemJson } from './set-json';

/**
 * GET /api/teacher/{token}/hands: every stored item with what grades it, for the worksheet: the set's own hands in one
 * group, or with fresh hands one group per student (their own hands, never one hand as if all had it).
 */
export async function teacherHands(store: Store, token: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const [setItems, items, students] = await Promise.all([store.setItemsOf(set.id), store.allItemsOf(set.id), store.studentsOf(set.id)]);
  // each hand with its own accepted calls: a student's sheet keys what grades that student (D10)
  const accepts = await acceptsOf(store, set.id, setItems);
  const json = (item: StoredItem) => storedItemJson(item, accepts(item));
  const groups = set.spec.hands === 'same'
    ? [{ student: null, items: items.filter((i) => i.student === null).map(json) }]
    : students.map((s) => ({ student: { id: s.id, name: s.name }, items: items.filter((i) => i.student === s.id).map(json) }));
  return reply('GET /api/teacher/{token}/hands', 200, { hands: set.spec.hands, groups });
}

/** GET …/results.csv and …/summary.csv: the answers, or the totals per student, in the set's language, times in `timeZone`. */
export async function resultsCsv(store: Store, token: string, timeZone = 'UTC', file: 'answers' | 'summary' = 'answers'): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const [{ labels }, students, answers, items] = await Promise.all([
    setItemsWithOwn(store, set), store.studentsOf(set.id), store.answersOf(set.id), file === 'answers' ? store.allItemsOf(set.id) : [],
  ]);
  const options = { code: set.code, locale: set.spec.locale, timeZone, items: labels, students, answers };
  let text: string;
  if (file === 'summary') text = summaryCsv(options);
  else {
    const positions = new Map<string, ItemPosition>(items.map((i) => [`${i.student ?? ''}|${i.position}`, itemPosition(i.made.item)]));
    const fresh = set.spec.hands === 'fresh';
    text = answersCsv({ ...options, positionOf: (student, position) => positions.get(`${fresh ? student : ''}|${position}`) });
  }
  return fileReply(text, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="set-${set.code}${file === 'summary' ? '-students' : ''}.csv"`,
  });
}

export async function setAsPbn(store: Store, token: string): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  // the set's own hands, or with fresh hands every student's, as stored, each with what grades it now
  const [setItems, items] = await Promise.all([store.setItemsOf(set.id), store.allItemsOf(set.id)]);
  const accepts = await acceptsOf(store, set.id, setItems);
  const answered = items.map((i) => ({ item: i.made.item, expected: gradedBy(i.made.expected, accepts(i)) }));
  return fileReply(setPbn(set.spec, answered), {
    'content-type': 'text/plain; charset=utf-8',
    'content-disposition': `attachment; filename="set-${set.code}.pbn"`,
  });
}
