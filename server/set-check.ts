// The system check: every stored item's expected answer asked again of today's system, what would change, and with
// `apply` the changed items and their answers regraded. Example: await systemCheck(store, token, false) → 200 { system, applied: false, items, answers, answerCount }.

import { SYSTEM_VERSION } from '@/lib/bidder/system-version';
import { type MadeItem, type StoredExpected, type TodayItem } from '@/lib/teach';
import { changedStored } from '@/lib/teach/item-work';
import type { SetItem } from '@/lib/teach/set-types';
import { explanationOf } from '@/lib/teach/review';
import type { Store } from './store-types';
import { reply, type Reply } from './replies';
import { checkItems, unlessBusy } from './item-making';
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
 * with `apply` the changed items and their answers regraded, each set item in one transaction. Today's system is asked
 * in the item pool (server/item-making.ts); a test's `today` instead, in this thread.
 */
export function systemCheck(store: Store, token: string, apply: boolean, today?: TodayItem): Promise<Reply> {
  return unlessBusy(() => checkOnce(store, token, apply, today));
}

/** Questions whose stored items are read at once (at most 300 students' each: their quiz items as stored JSON, parsed in the pool). */
const CHECK_PAGE = 4;

/**
 * The set's stored items whose expected answer today's system changes, each with the new one. Read a few questions at
 * a time and asked in the item pool (server/item-making.ts), a test's `today` instead in this thread; a whole auction
 * is graded by the record made when each answer came (the system's calls then), never re-asked (nor read). Only the
 * changed items are then read in full.
 */
async function changedItems(store: Store, setId: string, setItems: readonly SetItem[], today?: TodayItem): Promise<Map<string, StoredExpected>> {
  const changed = new Map<string, StoredExpected>();
  const asked = setItems.filter((si) => si.source.source !== 'auction');
  const sources = new Map(asked.map((si) => [si.id, si.source]));
  for (let start = 0; start < asked.length; start += CHECK_PAGE) {
    const page = await store.itemsToCheck(setId, asked.slice(start, start + CHECK_PAGE).map((si) => si.id));
    const jobs = page.map((row) => ({ source: sources.get(row.setItem)!, item: row.item, expected: row.expected }));
    const tos = today ? jobs.map((j) => changedStored(j.source, j.item, j.expected, today)) : await checkItems(jobs);
    page.forEach((row, k) => {
      const to = tos[k];
      if (to) changed.set(row.id, to);
    });
  }
  return changed;
}

async function checkOnce(store: Store, token: string, apply: boolean, today?: TodayItem): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const [setItems, students] = await Promise.all([store.setItemsOf(set.id), store.studentsOf(set.id)]);
  const sources = new Map(setItems.map((si) => [si.id, si]));
  const accepts = await acceptsOf(store, set.id, setItems);
  const names = new Map(students.map((s) => [s.id, s.name]));
  const tos = await changedItems(store, set.id, setItems, today);
  // listed in the set's order, each question's by the students' order (the set's own first)
  const order = new Map(students.map((s, k) => [s.id, k]));
  const items = [...(await store.itemsByIds(set.id, [...tos.keys()]))]
    .sort((a, b) => a.position - b.position || (a.student === null ? -1 : (order.get(a.student) ?? 0)) - (b.student === null ? -1 : (order.get(b.student) ?? 0)));
  const changed = new Map(items.map((item) => [item.id, { item, to: tos.get(item.id)! }]));
  // only the answers of the questions whose items change are read (none when nothing changes)
  const answers = await store.downloads.answersOfSetItems(set.id, [...new Set(items.map((item) => item.setItem))]);
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
