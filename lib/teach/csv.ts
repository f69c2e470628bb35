// A set's answers as CSV, one row per stored answer after a header row (RFC 4180, CRLF), with their stored grades,
// behind a byte-order mark (Excel then reads č and ā as UTF-8); a text cell that a spreadsheet would run as a formula
// (= + - @ | and their full-width forms, tab, CR first) is written with a leading apostrophe, a number as a number
// (a score of -420 stays -420). Example: answersCsv({ …results input, code: 'K7QX' }) → '\uFEFFset,student,item,…\r\nK7QX,Ana,1,R-NEW2,AK65.AK5.K843.65,S,EW,1S P,2D,2C,no,1,12.5,2026-12-01T20:15:00.000Z\r\n'.

import type { ItemPosition } from './made-item';
import { gradedAttempts, type GradedAttempt, type ResultsInput } from './results';

export const CSV_HEADER = [
  'set', 'student', 'item', 'rule', 'hand', 'dealer', 'vul', 'auction', 'expected', 'answer', 'correct', 'attempt', 'seconds', 'time',
] as const;

export interface CsvInput extends ResultsInput {
  /** The set's student code, the first column of every row. */
  readonly code: string;
  /** The position a student answered as item `position` (their own with fresh hands), as stored. */
  readonly positionOf: (student: string, position: number) => ItemPosition | undefined;
}

/** What a spreadsheet may take for the start of a formula or a command. */
const FORMULA_START = /^[=+\-@|\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFF5C]/;
/** A plain number ('-420', '12.5'): a spreadsheet reads it as the number it is, never as a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: a number as it is, a text's formula start defused, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && !NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The byte-order mark a CSV file starts with. */
export const CSV_BOM = '\uFEFF';

export function csvRow(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

function rowOf(code: string, name: string, index: number, at: ItemPosition | undefined, a: GradedAttempt): (string | number)[] {
  return [
    code, name, index + 1, a.grade.expected.rule ?? '', at?.hand ?? '', at?.dealer ?? '', at?.vul ?? '',
    at?.auction ?? '', a.grade.expected.text, a.grade.answer, a.grade.right ? 'yes' : 'no', a.attempt,
    Math.round(a.seconds * 10) / 10, new Date(a.answer.at).toISOString(),
  ];
}

/** Every stored answer (a repeated id once) in the order given (time, then id), with the grade stored when it came. */
export function answersCsv(input: CsvInput): string {
  const graded = gradedAttempts(input);
  const rows: { at: number; id: string; cells: (string | number)[] }[] = [];
  input.students.forEach((student, s) => {
    const attempts = graded[s];
    if (attempts.every((list) => list.length === 0)) return;
    attempts.forEach((list, i) => {
      const at = list.length > 0 ? input.positionOf(student.id, i) : undefined;
      for (const a of list) rows.push({ at: a.answer.at, id: a.answer.id, cells: rowOf(input.code, student.name, i, at, a) });
    });
  });
  rows.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return CSV_BOM + csvRow(CSV_HEADER) + rows.map((r) => csvRow(r.cells)).join('');
}
