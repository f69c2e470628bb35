// One square of the results grid as a stored summary, folded answer by answer when each is stored: the first attempt
// (by time, then id) with its grade, how many attempts, whether any was right, the distinct answers given and the
// seconds counted. The teacher's view reads these instead of every answer. Example: withAttempt(undefined, answer)
// → { first: { answer: '2D', right: false, … }, attempts: 1, anyRight: false, answers: ['2D'], seconds: 12 }.

import type { RuleId } from '../bidder';
import { IDLE_MS, type StoredAnswer } from './set-types';

export interface StoredCell {
  readonly first: {
    readonly id: string;
    readonly at: number;
    readonly answer: string;
    readonly right: boolean;
    /** A wrong call: the rule that rejects it (StoredGrade.rule). */
    readonly rule: RuleId | null;
    /** The rule of the answer it was graded against. */
    readonly expectedRule: RuleId | null;
    /** The answer it was graded against, as text ('3N'): with fresh hands each student's own (null: stored before 0007 read it). */
    readonly expected: string | null;
  };
  readonly attempts: number;
  readonly anyRight: boolean;
  /** The distinct answers given, so that an accepted call can regrade the square without reading the answers. */
  readonly answers: readonly string[];
  readonly seconds: number;
}

/** A student's squares by set item id, as stored (JSON). */
export type StudentCells = Readonly<Record<string, StoredCell>>;

/** Seconds an answer counts for: a gap longer than IDLE_MS was a pause, not thinking. */
export function countedSeconds(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, IDLE_MS) / 1000 : 0;
}

/** Whether attempt a came before b: by the time it was stored, then by id. */
function earlier(a: { readonly at: number; readonly id: string }, b: { readonly at: number; readonly id: string }): boolean {
  return a.at < b.at || (a.at === b.at && a.id < b.id);
}

/** The square with one more stored answer (given in any order: the first is the earliest by time, then id). */
export function withAttempt(cell: StoredCell | undefined, answer: Pick<StoredAnswer, 'id' | 'at' | 'ms' | 'grade'>): StoredCell {
  const g = answer.grade;
  const first = { id: answer.id, at: answer.at, answer: g.answer, right: g.right, rule: g.rule, expectedRule: g.expected.rule, expected: g.expected.text };
  if (!cell) return { first, attempts: 1, anyRight: g.right, answers: [g.answer], seconds: countedSeconds(answer.ms) };
  return {
    first: earlier(first, cell.first) ? first : cell.first,
    attempts: cell.attempts + 1,
    anyRight: cell.anyRight || g.right,
    answers: cell.answers.includes(g.answer) ? cell.answers : [...cell.answers, g.answer],
    seconds: cell.seconds + countedSeconds(answer.ms),
  };
}

/** The square once the teacher accepts `call` for its item: a first attempt with it is right, and so is any later. */
export function withAccepted(cell: StoredCell, call: string): StoredCell {
  if (!cell.answers.includes(call)) return cell;
  const first = cell.first.answer === call ? { ...cell.first, right: true, rule: null } : cell.first;
  return { ...cell, first, anyRight: true };
}

/** Every student's squares from their stored answers (a repeated id counts once), by student then set item. */
export function cellsOfAnswers(answers: readonly StoredAnswer[]): Map<string, Record<string, StoredCell>> {
  const cells = new Map<string, Record<string, StoredCell>>();
  const seen = new Set<string>();
  for (const a of answers) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    const own = cells.get(a.student) ?? {};
    own[a.setItem] = withAttempt(own[a.setItem], a);
    cells.set(a.student, own);
  }
  return cells;
}

/** A square as stored: an array rather than an object (a third of the text, read faster), see packCells; the expected
 * answer last (migration 0007 added it to every stored square). */
type PackedCell = [string, number, string, 0 | 1, string, string, number, 0 | 1, string, number, string?];

/** A student's squares as the database keeps them: JSON of packed squares by set item id. unpackCells reads it back. */
export function packCells(cells: StudentCells): string {
  const packed: Record<string, PackedCell> = {};
  for (const [id, c] of Object.entries(cells)) {
    const f = c.first;
    packed[id] = [f.id, f.at, f.answer, f.right ? 1 : 0, f.rule ?? '', f.expectedRule ?? '', c.attempts, c.anyRight ? 1 : 0, c.answers.join('\n'), c.seconds];
    if (f.expected !== null) packed[id].push(f.expected);
  }
  return JSON.stringify(packed);
}

export function unpackCells(text: string): StudentCells {
  const packed = JSON.parse(text) as Record<string, PackedCell>;
  const cells: Record<string, StoredCell> = {};
  for (const id in packed) {
    const [fid, at, answer, right, rule, expectedRule, attempts, anyRight, answers, seconds, expected] = packed[id];
    cells[id] = {
      first: {
        id: fid, at, answer, right: right === 1, rule: (rule || null) as RuleId | null, expectedRule: (expectedRule || null) as RuleId | null,
        expected: expected ?? null,
      },
      attempts, anyRight: anyRight === 1, answers: answers === '' ? [] : answers.split('\n'), seconds,
    };
  }
  return cells;
}
