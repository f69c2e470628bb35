// A set's answers as CSV for a spreadsheet in the set's language, one row per stored answer after a header row
// (RFC 4180, CRLF) behind a byte-order mark (Excel then reads č and ā as UTF-8): headers and yes/no in the language,
// `;` between cells and a decimal comma for Serbian and Latvian (what Excel expects there), `,` and a point for English.
// A text cell a spreadsheet would run as a formula (= + - @ | and their full-width forms, tab, CR first) gets a leading
// apostrophe; a number stays a number (a score of -420 stays -420). Each answer's time is the device's, in the
// teacher's time zone; an answer stored before devices sent it gives its arrival time, and the row says so. Dealer,
// vulnerability and calls are written in the set's language as its pages show them (Jug, Ranjivi Istok–Zapad, 1♠ Dalje,
// 1 BA), never in PBN notation; no header is a word a spreadsheet reads as a boolean (Serbian "tačno" is TRUE there).
// Example: answersCsv({ …results input, code: 'K7QX', locale: 'sr', timeZone: 'Europe/Belgrade' })
//   → '\uFEFFzbirka;učenik;pitanje;…;ocena;…\r\nK7QX;Ana;1;R-NEW2;AK65.AK5.K843.65;Jug;Ranjivi Istok–Zapad;1♠ Dalje;2♦;2♣;ne;1;12,5;2026-12-01 21:15:00;uređaj učenika\r\n'.

import { writtenCalls } from '../i18n/call-words';
import type { Locale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import type { ItemPosition } from './made-item';
import { gradedAttempts, type ResultsInput } from './results';

/** The answers file's columns, in order: their headers are `downloads.columns.<name>` in the set's language. */
export const CSV_COLUMNS = [
  'set', 'student', 'item', 'rule', 'hand', 'dealer', 'vul', 'auction', 'expected', 'answer', 'right', 'attempt', 'seconds', 'time', 'timeFrom',
] as const;

/** How a spreadsheet of a language reads a file: the cell separator and the decimal mark. */
export interface CsvFormat {
  readonly separator: ',' | ';';
  readonly decimal: '.' | ',';
}

/** English as the first version wrote it; a test's plain reader takes it. */
export const EN_FORMAT: CsvFormat = { separator: ',', decimal: '.' };

/** The format a spreadsheet in `locale` expects: Serbian and Latvian Excel split on `;` and write 2,5. */
export function csvFormat(locale: Locale): CsvFormat {
  return locale === 'en' ? EN_FORMAT : { separator: ';', decimal: ',' };
}

export interface CsvOptions {
  /** The set's language: headers, yes/no and the format. */
  readonly locale: Locale;
  /** The IANA time zone the times are written in (the teacher's browser's); an unknown zone is UTC. */
  readonly timeZone: string;
}

export interface CsvInput extends ResultsInput, CsvOptions {
  /** The set's student code, the first column of every row. */
  readonly code: string;
  /** The position a student answered as item `position` (their own with fresh hands), as stored. */
  readonly positionOf: (student: string, position: number) => ItemPosition | undefined;
}

/** What a spreadsheet may take for the start of a formula or a command. */
const FORMULA_START = /^[=+\-@|\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFF5C]/;
/** A plain number ('-420', '12.5'): a spreadsheet reads it as the number it is, never as a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: a number in the format's decimal mark, a text's formula start defused, quoted when it holds a quote, separator or line break. */
export function csvCell(value: string | number, format: CsvFormat = EN_FORMAT): string {
  let text = typeof value === 'number' ? String(value).replace('.', format.decimal) : value;
  if (typeof value === 'string' && !NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  const quoted = text.includes('"') || text.includes(format.separator) || /[\r\n]/.test(text);
  return quoted ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The byte-order mark a CSV file starts with. */
export const CSV_BOM = '\uFEFF';

export function csvRow(cells: readonly (string | number)[], format: CsvFormat = EN_FORMAT): string {
  return cells.map((cell) => csvCell(cell, format)).join(format.separator) + '\r\n';
}

/** A time zone the runtime knows, else UTC (the zone comes from the teacher's browser: it is checked, not trusted). */
export function knownTimeZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** The formatters of the zones asked lately: a file's thousands of times are formatted by one, never made per row. */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
const KEPT_FORMATTERS = 32;

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = FORMATTERS.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: knownTimeZone(zone), year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    if (FORMATTERS.size >= KEPT_FORMATTERS) FORMATTERS.clear();
    FORMATTERS.set(zone, formatter);
  }
  return formatter;
}

/** ms since 1970 as a spreadsheet reads a date and time in both languages: '2026-12-01 21:15:00' in `zone`. */
export function localTime(ms: number, zone: string): string {
  const parts = formatterOf(zone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** When an answer was given: the device's time, or (stored before devices sent it) its arrival. */
export function answeredAt(answer: { readonly at: number; readonly deviceAt?: number | null }): { readonly at: number; readonly from: 'device' | 'server' } {
  return answer.deviceAt === null || answer.deviceAt === undefined ? { at: answer.at, from: 'server' } : { at: answer.deviceAt, from: 'device' };
}

/** Seconds to a tenth, as the teacher's page counts them. */
export function tenths(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

/** One row of the answers file as its cells are made: whose answer, of which item, its grade and when. */
export interface CsvAnswer {
  readonly name: string;
  /** The item's position, 0 first. */
  readonly index: number;
  /** The position the student answered, as stored; undefined when it is not known. */
  readonly at: Pick<ItemPosition, 'hand' | 'dealer' | 'vul' | 'auction'> | undefined;
  readonly rule: string | null;
  /** The expected answer and the student's, as the grade wrote them. */
  readonly expected: string;
  readonly answer: string;
  readonly right: boolean;
  readonly attempt: number;
  readonly seconds: number;
  readonly when: ReturnType<typeof answeredAt>;
}

/** One answer's row of the file, in the set's language and the format of its spreadsheets. */
export function answerCsvRow(input: Pick<CsvInput, 'code' | 'timeZone'>, a: CsvAnswer, t: ReturnType<typeof translator>, format: CsvFormat): string {
  const at = a.at;
  // dealer, vulnerability and calls in the words the set's pages show them in (Sever, Niko nije ranjiv, 1 BA, Dalje)
  return csvRow([
    input.code, a.name, a.index + 1, a.rule ?? '', at?.hand ?? '', at ? t(`common.seats.${at.dealer}`) : '', at ? t(`common.vul.${at.vul}`) : '',
    writtenCalls(at?.auction ?? '', t), writtenCalls(a.expected, t), writtenCalls(a.answer, t),
    t(a.right ? 'teach.downloads.yes' : 'teach.downloads.no'), a.attempt,
    tenths(a.seconds), localTime(a.when.at, input.timeZone), t(`teach.downloads.timeFrom.${a.when.from}`),
  ], format);
}

/** The header row of the answers file in the set's language (the time's column names its zone). */
export function csvHeader(locale: Locale, timeZone: string): string[] {
  const t = translator(locale);
  return CSV_COLUMNS.map((column) => t(`teach.downloads.columns.${column}`, { zone: knownTimeZone(timeZone) }));
}

/** Every stored answer (a repeated id once), in the order they were given (the time shown, then id), with the grade stored when it came. */
export function answersCsv(input: CsvInput): string {
  const t = translator(input.locale);
  const format = csvFormat(input.locale);
  const graded = gradedAttempts(input);
  const rows: { at: number; id: string; text: string }[] = [];
  input.students.forEach((student, s) => {
    const attempts = graded[s];
    if (attempts.every((list) => list.length === 0)) return;
    attempts.forEach((list, i) => {
      const at = list.length > 0 ? input.positionOf(student.id, i) : undefined;
      for (const a of list) {
        const when = answeredAt(a.answer);
        const row = { name: student.name, index: i, at, rule: a.grade.expected.rule, expected: a.grade.expected.text, answer: a.grade.answer, right: a.grade.right, attempt: a.attempt, seconds: a.seconds, when };
        rows.push({ at: when.at, id: a.answer.id, text: answerCsvRow(input, row, t, format) });
      }
    });
  });
  rows.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return answersCsvHead(input.locale, input.timeZone) + rows.map((r) => r.text).join('');
}

/** What the answers file begins with: the byte-order mark and the header row. */
export function answersCsvHead(locale: Locale, timeZone: string): string {
  return CSV_BOM + csvRow(csvHeader(locale, timeZone), csvFormat(locale));
}
