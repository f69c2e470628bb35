// The system check: every stored item's expected answer asked again of today's system, what would change, and with
// `apply` the changed items and their answers regraded. Example: await systemCheck(store, token, false) → 200 { system, applied: false, items, answers, answerCount }.

import { SYSTEM_VERSION } from '@/lib/bidder/system-version';
import { sameExpected, expectedToday, todayItem, type MadeItem, type StoredExpected, type TodayItem } from '@/lib/teach';
import { explanationOf } from '@/lib/teach/review';
import type { Store, StoredItem } from './store-types';
import { reply, type Reply } from './replies';
import { acceptsOf } from './item-accepts';
import { NOT_FOUND, gradeNow, teacherSet } from './set-common';

/** At most this many changed answers are listed by a check (all are counted and all are applied). */
const CHECK_LIST = 200;

function expectedJson(e: StoredExpected) {
  return { text: e.text, rule: e.rule, by: e.by };
}

/**
 * GET (apply false) or POST (apply true) /api/teacher/{token}/system-check: every stored item's expected answer asked
 * again of today's system on the same position; what would change (items, then answers whose grade would turn), and
 * with `apply` the changed items and their answers regraded, each set item in one transaction. `today` is the system
 * asked (a test gives another).
 */
export async function systemCheck(store: Store, token: string, apply: boolean, today: TodayItem = todayItem): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const [setItems, items, students, answers] = await Promise.all([
    store.setItemsOf(set.id), store.allItemsOf(set.id), store.studentsOf(set.id), store.answersOf(set.id),
  ]);
  const sources = new Map(setItems.map((si) => [si.id, si]));
  const accepts = await acceptsOf(store, set.id, setItems);
  const names = new Map(students.map((s) => [s.id, s.name]));
  const changed = new Map<string, { item: StoredItem; to: StoredExpected }>();
  for (const item of items) {
    const si = sources.get(item.setItem);
    // a whole auction is graded by the record made when each answer came (the system's calls then): never re-asked
    const to = si && si.source.source !== 'auction' ? expectedToday(si.source, item.made.item, today) : null;
    if (to !== null && !sameExpected(item.made.expected, to)) changed.set(item.id, { item, to });
  }
  const itemOf = new Map(items.map((i) => [`${i.student ?? ''}|${i.setItem}`, i]));
  const fresh = set.spec.hands === 'fresh';
  const turned = answers.flatMap((a) => {
    const item = itemOf.get(`${fresh ? a.student : ''}|${a.setItem}`);
    const change = item ? changed.get(item.id) : undefined;
    if (!item || !change) return [];
    const next = gradeNow({ ...item, made: { ...item.made, expected: change.to } }, a.answer, accepts(item));
    if (next.right === a.grade.right && next.rule === a.grade.rule) return [];
    return [{ student: names.get(a.student) ?? '', position: a.position, answer: a.grade.answer, from: a.grade.right, to: next.right }];
  });
  if (apply) {
    const bySetItem = new Map<string, Map<string, StoredExpected>>();
    for (const { item, to } of changed.values()) {
      bySetItem.set(item.setItem, (bySetItem.get(item.setItem) ?? new Map()).set(item.id, to));
    }
    for (const [setItemId, tos] of bySetItem) {
      const si = sources.get(setItemId)!;
      await store.regradeItem(setItemId, si.source, (old): MadeItem => {
        const to = tos.get(old.id);
        // the explanation too is today's (shown only while it explains the stored expected call: lib/teach/review.ts)
        return to ? { ...old.made, expected: to, system: SYSTEM_VERSION, explanation: explanationOf(old.made.item) } : old.made;
      }, (item, answer, accepted) => (tos.has(item.id) ? gradeNow(item, answer, accepted) : null));
    }
  }
  return reply(apply ? 'POST /api/teacher/{token}/system-check' : 'GET /api/teacher/{token}/system-check', 200, {
    system: SYSTEM_VERSION,
    applied: apply,
    items: [...changed.values()].map(({ item, to }) => ({
      id: item.setItem, position: item.position, student: item.student === null ? null : (names.get(item.student) ?? ''),
      from: expectedJson(item.made.expected), to: expectedJson(to),
    })),
    answers: turned.slice(0, CHECK_LIST),
    answerCount: turned.length,
  });
}
