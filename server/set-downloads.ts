// What the teacher downloads: the worksheet's hands a page of students at a time, the answers or the totals as CSV and
// the set as PBN, each file streamed a page of rows at a time in the order it always had (server/download-store.ts).
// Example: await resultsCsv(store, token, 'Europe/Belgrade', 'summary') → 200, the totals per student as text/csv in the set's language.

import { translator } from '@/lib/i18n/translate';
import { answerCsvRow, answeredAt, answersCsvHead, csvFormat, type CsvAnswer } from '@/lib/teach/csv';
import { summaryCsvHead, summaryCsvRows } from '@/lib/teach/csv-summary';
import { countedSeconds } from '@/lib/teach/cells';
import { gradedBy } from '@/lib/teach';
import { PBN_FILE_HEAD } from '@/lib/bridge/pbn/write';
import { setPbnGames } from '@/lib/teach/set-pbn';
import { HANDS_PAGE, type HandsQuery } from '@/lib/set-api/requests';
import type { AnswerCursor, ItemCursor } from './download-store-types';
import type { SetStudent } from '@/lib/teach/set-types';
import type { SetRow, Store, StoredItem } from './store-types';
import { fileReply, reply, type Reply } from './replies';
import { acceptsOf } from './item-accepts';
import { NOT_FOUND, teacherSet } from './set-common';
import { setItemsWithOwn, storedItemJson } from './set-json';
import { nextAfter, pagedStream } from './paged-stream';

/** Rows of a file read at a time: a page's work stays a few milliseconds whatever the set's size. */
export const DOWNLOAD_PAGE = 200;
/** Students of the totals file at a time: each page reads their answers (100 each at most in a full set). */
export const SUMMARY_PAGE = 20;

/**
 * GET /api/teacher/{token}/hands: the stored items with what grades them, for the worksheet: the set's own hands in one
 * group, or with fresh hands one group per student (their own hands, never one hand as if all had it), one student
 * (`student`) or a page of the roster in the order they joined (`after`, `limit`) with the cursor of the next page.
 */
export async function teacherHands(store: Store, token: string, query: HandsQuery = { after: null, limit: HANDS_PAGE }): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const setItems = await store.setItemsOf(set.id);
  // each hand with its own accepted calls: a student's sheet keys what grades that student (D10)
  const accepts = await acceptsOf(store, set.id, setItems);
  const json = (item: StoredItem) => storedItemJson(item, accepts(item));
  if (set.spec.hands === 'same') {
    return reply('GET /api/teacher/{token}/hands', 200, { hands: set.spec.hands, groups: [{ student: null, items: (await store.itemsOf(set.id, null)).map(json) }], next: null });
  }
  let students: readonly SetStudent[];
  let next: string | null = null;
  if (query.student !== undefined) {
    const one = await store.downloads.studentOf(set.id, query.student);
    if (!one) return NOT_FOUND;
    students = [one];
  } else {
    // one more than asked says whether another page follows
    const page = await store.downloads.studentsPage(set.id, query.after, query.limit + 1);
    students = page.slice(0, query.limit);
    next = page.length > query.limit ? students[students.length - 1].id : null;
  }
  const items = await store.downloads.itemsOfStudents(set.id, students.map((s) => s.id));
  const byStudent = new Map<string | null, StoredItem[]>();
  for (const item of items) {
    const own = byStudent.get(item.student);
    if (own) own.push(item);
    else byStudent.set(item.student, [item]);
  }
  const groups = students.map((s) => ({ student: { id: s.id, name: s.name }, items: (byStudent.get(s.id) ?? []).map(json) }));
  return reply('GET /api/teacher/{token}/hands', 200, { hands: set.spec.hands, groups, next });
}

/** GET …/results.csv and …/summary.csv: the answers, or the totals per student, in the set's language, times in `timeZone`. */
export async function resultsCsv(store: Store, token: string, timeZone = 'UTC', file: 'answers' | 'summary' = 'answers', page = DOWNLOAD_PAGE): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  const body = file === 'summary' ? await summaryStream(store, set, timeZone, Math.min(page, SUMMARY_PAGE)) : answersStream(store, set, timeZone, page);
  return fileReply(body, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="set-${set.code}${file === 'summary' ? '-students' : ''}.csv"`,
  });
}

/** The answers file: a page of answers at a time in the file's order, each row with its attempt and the position answered. */
function answersStream(store: Store, set: SetRow, timeZone: string, page: number): ReadableStream<Uint8Array> {
  const { locale } = set.spec;
  const t = translator(locale);
  const format = csvFormat(locale);
  const options = { code: set.code, timeZone };
  const fresh = set.spec.hands === 'fresh';
  return pagedStream<AnswerCursor>(answersCsvHead(locale, timeZone), async (after) => {
    const rows = await store.downloads.answerRows(set.id, fresh, after, page);
    const text = rows.map((r) => answerCsvRow(options, {
      name: r.name, index: r.position, at: (r.item ?? undefined) as CsvAnswer['at'], rule: r.rule, expected: r.expected, answer: r.answer,
      right: r.right, attempt: r.attempt, seconds: countedSeconds(r.ms), when: answeredAt(r),
    }, t, format)).join('');
    return { text, next: nextAfter(rows, page, (r) => ({ at: answeredAt(r).at, id: r.id })) };
  });
}

/** The totals file: a page of the roster at a time, each student's row from their own answers. */
async function summaryStream(store: Store, set: SetRow, timeZone: string, page: number): Promise<ReadableStream<Uint8Array>> {
  const { labels } = await setItemsWithOwn(store, set);
  const { locale } = set.spec;
  return pagedStream<string>(summaryCsvHead(locale, timeZone), async (after) => {
    const students = await store.downloads.studentsPage(set.id, after, page);
    const answers = await store.downloads.answersOfStudents(set.id, students.map((s) => s.id));
    const text = summaryCsvRows({ code: set.code, locale, timeZone, items: labels, students, answers });
    return { text, next: nextAfter(students, page, (s) => s.id) };
  });
}

export async function setAsPbn(store: Store, token: string, page = DOWNLOAD_PAGE): Promise<Reply> {
  const set = await teacherSet(store, token);
  if (!set) return NOT_FOUND;
  // the set's own hands, or with fresh hands every student's, as stored, each with what grades it now
  const accepts = await acceptsOf(store, set.id, await store.setItemsOf(set.id));
  let boards = 0;
  const body = pagedStream<ItemCursor>(PBN_FILE_HEAD, async (after) => {
    const items = await store.downloads.itemsPage(set.id, after, page);
    const answered = items.map((i) => ({ item: i.made.item, expected: gradedBy(i.made.expected, accepts(i)) }));
    const text = setPbnGames(set.spec, answered, boards + 1);
    boards += items.length;
    return { text, next: nextAfter(items, page, (i) => ({ position: i.position, student: i.student ?? '', id: i.id })) };
  }, '\n');
  return fileReply(body, {
    'content-type': 'text/plain; charset=utf-8',
    'content-disposition': `attachment; filename="set-${set.code}.pbn"`,
  });
}
