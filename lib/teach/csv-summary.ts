// A set's totals per student as CSV (the second download beside the answers, lib/teach/csv.ts, in the same format):
// one row per student in the order they joined, also those who have not answered yet. First attempts count, as on
// the teacher's page: score = right at the first attempt / items answered.
// Example: summaryCsv({ …results input, code: 'K7QX', locale: 'lv', timeZone: 'Europe/Riga' })
//   → '\uFEFFkomplekts;skolēns;pievienojās;…\r\nK7QX;Jānis;2026-12-01 19:02:11;10;8;6;75;…\r\n'.

import type { Locale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { answeredAt, CSV_BOM, csvFormat, csvRow, knownTimeZone, localTime, tenths, type CsvOptions } from './csv';
import { gradedAttempts, type ResultsInput } from './results';

/** The summary's columns, in order: their headers are `downloads.summary.<name>` in the set's language. */
export const SUMMARY_COLUMNS = [
  'set', 'student', 'joined', 'items', 'answered', 'right', 'score', 'rightLater', 'attempts', 'minutes', 'first', 'last', 'below',
] as const;

export interface SummaryInput extends ResultsInput, CsvOptions {
  readonly code: string;
}

/** One student's totals as numbers (the cells are made from these). */
export interface StudentSummary {
  readonly name: string;
  readonly joinedAt: number;
  /** Items answered at least once, of `items`. */
  readonly answered: number;
  readonly items: number;
  /** Right at the first attempt. */
  readonly right: number;
  /** right / answered in whole per cent; null when nothing is answered. */
  readonly score: number | null;
  /** Wrong at first, right on a later attempt. */
  readonly rightLater: number;
  /** Every answer given, retries included. */
  readonly attempts: number;
  /** The time counted over all attempts (each at most 5 minutes), in seconds. */
  readonly seconds: number;
  /** The first and the last answer's time (the device's, else the arrival's); null when nothing is answered. */
  readonly first: number | null;
  readonly last: number | null;
  /** Under 50 % at the first attempt after at least half the items (flagged on the teacher's page). */
  readonly below: boolean;
}

/** Every student's totals, in the order given, from the stored answers and grades. */
export function studentSummaries(input: ResultsInput): StudentSummary[] {
  const graded = gradedAttempts(input);
  const items = input.items.length;
  return input.students.map((student, s) => {
    const answered = graded[s].filter((list) => list.length > 0);
    const all = answered.flat();
    const right = answered.filter((list) => list[0].grade.right).length;
    const times = all.map((a) => answeredAt(a.answer).at);
    return {
      name: student.name,
      joinedAt: student.joinedAt,
      answered: answered.length,
      items,
      right,
      score: answered.length === 0 ? null : Math.round((100 * right) / answered.length),
      rightLater: answered.filter((list) => !list[0].grade.right && list.some((a) => a.grade.right)).length,
      attempts: all.length,
      seconds: all.reduce((sum, a) => sum + a.seconds, 0),
      first: times.length === 0 ? null : Math.min(...times),
      last: times.length === 0 ? null : Math.max(...times),
      below: items > 0 && answered.length >= Math.ceil(items / 2) && right * 2 < answered.length,
    };
  });
}

export function summaryHeader(locale: Locale, timeZone: string): string[] {
  const t = translator(locale);
  return SUMMARY_COLUMNS.map((column) => t(`teach.downloads.summary.${column}`, { zone: knownTimeZone(timeZone) }));
}

/** The totals file: a header, then one row per student. */
export function summaryCsv(input: SummaryInput): string {
  return summaryCsvHead(input.locale, input.timeZone) + summaryCsvRows(input);
}

/** What the totals file begins with: the byte-order mark and the header row. */
export function summaryCsvHead(locale: Locale, timeZone: string): string {
  return CSV_BOM + csvRow(summaryHeader(locale, timeZone), csvFormat(locale));
}

/** The rows of the students given, from their answers (a page of the roster is its part of the file). */
export function summaryCsvRows(input: SummaryInput): string {
  const t = translator(input.locale);
  const format = csvFormat(input.locale);
  const when = (ms: number | null) => (ms === null ? '' : localTime(ms, input.timeZone));
  return studentSummaries(input).map((s) => csvRow([
    input.code, s.name, when(s.joinedAt), s.items, s.answered, s.right, s.score ?? '', s.rightLater, s.attempts,
    tenths(s.seconds / 60), when(s.first), when(s.last), t(s.below ? 'teach.downloads.yes' : 'teach.downloads.no'),
  ], format)).join('');
}
