// A set's results as the teacher's page shows them, all data: the student × item grid (first attempt, retries,
// right later), totals per student, per item (accuracy, spread of answers, times), the hardest items and rules, participation.
// Example: setResults({ items, students, answers }).items[2].spread → [{ answer: '2C', count: 7, right: true, rule: null }, …].

import { RULE_IDS, type RuleId } from '../bidder';
import { accuracy, countAnswer, hardestFirst, type Tally } from '../progress/tally';
import type { QuestionKind } from '../quiz/item-types';
import { cellsOfAnswers, countedSeconds, type StoredCell } from './cells';
import type { SetStudent, StoredAnswer, StoredGrade } from './set-types';

/** What names an item in the results: its kind and rule (the stored expected answer's; with fresh hands, the rule asked). */
export interface ItemLabel {
  readonly kind: QuestionKind;
  readonly rule: RuleId | null;
}

export interface ResultsInput {
  /** The set's items in order (position 0 first). */
  readonly items: readonly ItemLabel[];
  readonly students: readonly SetStudent[];
  /** The stored answers with their stored grades: nothing is regraded here. */
  readonly answers: readonly StoredAnswer[];
}

/** One answer graded, in the order it was given. */
export interface GradedAttempt {
  readonly answer: StoredAnswer;
  readonly grade: StoredGrade;
  /** 1 for the first attempt. */
  readonly attempt: number;
  /** The time counted: the device's ms capped at IDLE_MS, in seconds. */
  readonly seconds: number;
}

/** One square of the grid. */
export interface ResultCell {
  /** The first attempt's answer and grade (the one that counts); null when not answered. */
  readonly first: { readonly answer: string; readonly right: boolean; readonly rule: RuleId | null } | null;
  /** Attempts after the first. */
  readonly retries: number;
  /** Wrong at first, right on a later attempt. */
  readonly rightLater: boolean;
  readonly seconds: number;
}

export interface StudentResults {
  readonly id: string;
  readonly name: string;
  readonly joinedAt: number;
  /** Items answered at least once, and right at the first attempt. */
  readonly answered: number;
  readonly right: number;
  readonly seconds: number;
  /** Under 50 % at the first attempt after at least half the items. */
  readonly flagged: boolean;
}

export interface AnswerSpread {
  readonly answer: string;
  readonly count: number;
  readonly right: boolean;
  /** For a wrong call: the rule that makes it wrong (null when right, for other kinds, or a call with no meaning). */
  readonly rule: RuleId | null;
  /** The answer these were graded against (with fresh hands the spread is split by it: each student's hand has its own). */
  readonly expected: { readonly text: string | null; readonly rule: RuleId | null };
  /** With `withStudents`: who gave it, as places in `students` (an accept for one hand names one of them). */
  readonly students?: readonly number[];
}

export interface ItemResults {
  readonly index: number;
  readonly kind: QuestionKind;
  /** The item's label (ItemLabel): the rule of the stored expected answer, or with fresh hands the rule asked. */
  readonly rule: RuleId | null;
  /** Students who answered, and right at the first attempt. */
  readonly answered: number;
  readonly right: number;
  readonly accuracy: number | null;
  /** The first attempts' answers, most given first (ties: right first, then the text). */
  readonly spread: readonly AnswerSpread[];
  readonly medianSeconds: number | null;
  readonly totalSeconds: number;
}

export interface RuleResults extends Tally {
  readonly rule: RuleId;
  readonly accuracy: number;
}

export interface SetResults {
  readonly students: readonly StudentResults[];
  /** cells[s][i]: student s (the order of `students`) on item i. */
  readonly cells: readonly (readonly ResultCell[])[];
  readonly items: readonly ItemResults[];
  /** Item indexes, lowest first-attempt accuracy first (at least one answer), ties to more answers. */
  readonly hardestItems: readonly number[];
  /** Rules of the expected answers at first attempts, lowest accuracy first. */
  readonly hardestRules: readonly RuleResults[];
  readonly participation: { readonly joined: number; readonly started: number; readonly finished: number };
  /** Ids of the flagged students. */
  readonly flagged: readonly string[];
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Every student's stored answers with their stored grades, attempts numbered per item: ordered by `at`, then id; a
 * repeated id counts once; answers of unknown students or positions are left out. attempts[s][i]: student s, item i.
 */
export function gradedAttempts(input: ResultsInput): GradedAttempt[][][] {
  const { items, students, answers } = input;
  const order = new Map(students.map((s, k) => [s.id, k]));
  const sorted = [...answers].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const seen = new Set<string>();
  const cells: GradedAttempt[][][] = students.map(() => items.map(() => []));
  for (const answer of sorted) {
    const s = order.get(answer.student);
    const i = answer.position;
    if (s === undefined || seen.has(answer.id) || !Number.isInteger(i) || i < 0 || i >= items.length) continue;
    seen.add(answer.id);
    const attempts = cells[s][i];
    attempts.push({ answer, grade: answer.grade, attempt: attempts.length + 1, seconds: countedSeconds(answer.ms) });
  }
  return cells;
}

/** A grid square as the teacher reads it, from its stored summary. */
function resultCell(cell: StoredCell | undefined): ResultCell {
  if (!cell) return { first: null, retries: 0, rightLater: false, seconds: 0 };
  const { answer, right, rule } = cell.first;
  return { first: { answer, right, rule }, retries: cell.attempts - 1, rightLater: !right && cell.anyRight, seconds: cell.seconds };
}

/** The results from stored answers: each square folded from them as it is when stored (cells.ts). */
export function setResults(input: ResultsInput): SetResults {
  // by position (an answer names its item's place now); only the set's own places are read, so one outside it is left out
  const byStudent = cellsOfAnswers(input.answers.map((a) => ({ ...a, setItem: String(a.position) })));
  return resultsOfCells({ items: input.items, students: input.students, cell: (student, position) => byStudent.get(student.id)?.[String(position)] });
}

export interface CellsInput {
  readonly items: readonly ItemLabel[];
  readonly students: readonly SetStudent[];
  /** The student's stored square at a position, if they answered it. */
  readonly cell: (student: SetStudent, position: number) => StoredCell | undefined;
  /** Each spread entry lists its students (fresh hands: the teacher accepts a call for one student's hand). */
  readonly withStudents?: boolean;
}

/** Everything the teacher's page shows, from the stored squares: no answer is read or regraded. */
export function resultsOfCells(input: CellsInput): SetResults {
  const steps = resultsOfCellsInSteps(input);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** Students, or items, done between two steps of resultsOfCellsInSteps. */
const STEP_ROWS = 50;
const STEP_ITEMS = 20;

/**
 * resultsOfCells in steps: a generator that pauses after every few students' squares and every few items (a class of
 * 300 × 100 is 30,000 squares), so that a server can give its event loop to other requests between two steps; run to
 * its end, it returns the results. Pure: the caller decides when to go on.
 */
export function* resultsOfCellsInSteps(input: CellsInput): Generator<void, SetResults, void> {
  const { items: labels, students } = input;
  const stored: (StoredCell | undefined)[][] = [];
  const cells: ResultCell[][] = [];
  for (const [s, student] of students.entries()) {
    const row = labels.map((_, i) => input.cell(student, i));
    stored.push(row);
    cells.push(row.map(resultCell));
    if ((s + 1) % STEP_ROWS === 0) yield;
  }
  const itemCount = labels.length;
  const half = Math.ceil(itemCount / 2);

  const studentRows = students.map((student, s): StudentResults => {
    const row = cells[s].filter((c) => c.first !== null);
    const right = row.filter((c) => c.first!.right).length;
    const flagged = itemCount > 0 && row.length >= half && right * 2 < row.length;
    return {
      id: student.id, name: student.name, joinedAt: student.joinedAt, answered: row.length, right, flagged,
      seconds: cells[s].reduce((sum, c) => sum + c.seconds, 0),
    };
  });

  const rules = new Map<RuleId, { answered: number; right: number }>();
  const items: ItemResults[] = [];
  for (const [i, label] of labels.entries()) {
    if (i > 0 && i % STEP_ITEMS === 0) yield;
    const firsts = stored.map((row) => row[i]?.first).filter((f): f is StoredCell['first'] => f !== undefined);
    type Entry = { answer: string; count: number; right: boolean; rule: RuleId | null; expected: AnswerSpread['expected']; students: number[] };
    const spread = new Map<string, Entry>();
    for (const [s, row] of stored.entries()) {
      const f = row[i]?.first;
      if (f === undefined) continue;
      // one entry per answer, grade and expected answer: students answering different hands are never pooled
      // (joined by a control character no answer, rule or expected text holds: 30,000 squares keyed in a few ms)
      const key = `${f.answer}\u0001${f.right ? 1 : 0}\u0001${f.rule ?? ''}\u0001${f.expected ?? '\u0002'}\u0001${f.expectedRule ?? ''}`;
      const entry = spread.get(key) ?? { answer: f.answer, count: 0, right: f.right, rule: f.rule, expected: { text: f.expected, rule: f.expectedRule }, students: [] };
      entry.count += 1;
      entry.students.push(s);
      spread.set(key, entry);
      if (f.expectedRule !== null) countAnswer(rules, f.expectedRule, f.right);
    }
    const times = cells.map((row) => row[i]).filter((c) => c.first !== null).map((c) => c.seconds);
    const right = firsts.filter((f) => f.right).length;
    items.push({
      index: i,
      kind: label.kind,
      rule: label.rule,
      answered: firsts.length, right, accuracy: accuracy({ answered: firsts.length, right }),
      spread: [...spread.values()]
        .sort((a, b) => b.count - a.count || Number(b.right) - Number(a.right) || (a.answer < b.answer ? -1 : a.answer > b.answer ? 1 : 0) || a.students[0] - b.students[0])
        .map(({ students: who, ...entry }) => (input.withStudents ? { ...entry, students: who } : entry)),
      medianSeconds: median(times),
      totalSeconds: times.reduce((sum, t) => sum + t, 0),
    });
  }

  const ruleRows = RULE_IDS.filter((r) => rules.has(r)).map((rule) => ({ rule, ...rules.get(rule)!, accuracy: 0 }))
    .map((r) => ({ ...r, accuracy: r.right / r.answered }));
  return {
    students: studentRows,
    cells,
    items,
    hardestItems: hardestFirst(items.filter((it) => it.answered > 0), (it) => it).map((it) => it.index),
    hardestRules: hardestFirst(ruleRows, (r) => r),
    participation: {
      joined: students.length,
      started: studentRows.filter((s) => s.answered > 0).length,
      finished: studentRows.filter((s) => itemCount > 0 && s.answered === itemCount).length,
    },
    flagged: studentRows.filter((s) => s.flagged).map((s) => s.id),
  };
}
