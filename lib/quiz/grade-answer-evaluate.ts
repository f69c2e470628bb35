// Grading an evaluate item (docs/system.md section 1): the learner's H, D, HD, quick tricks and, when partner has
// opened a suit, HDr, each right or wrong against lib/evaluation, with the full breakdown to show afterwards.
// Example: gradeEvaluate(item, { h: 12, d: 1, hd: 13, qt: 2.5, hdr: null }).fields[3] → { field: 'qt', right: false, expected: 2 }.

import { handOf } from '../bridge/deal';
import { err, ok, type Result } from '../result';
import { evaluateHand, responderCount, type HandEvaluation, type ResponderCount } from '../evaluation';
import { parseAnswerNumber, type AnswerIssue, type NumberRule } from './grade-answer-parse';
import type { QuizItem } from './item-types';

export const EVALUATE_FIELDS = ['h', 'd', 'hd', 'qt', 'hdr'] as const;
export type EvaluateField = (typeof EVALUATE_FIELDS)[number];

/** What a field may hold: generous bounds around every count a hand can have (H ≤ 37, QT ≤ 8); beyond them a typo is reported. */
const FIELD_RULES: Readonly<Record<EvaluateField, NumberRule>> = {
  h: { halves: false, min: 0, max: 40 },
  d: { halves: false, min: 0, max: 20 },
  hd: { halves: false, min: -10, max: 60 },
  qt: { halves: true, min: 0, max: 10 },
  hdr: { halves: false, min: -10, max: 60 },
};

export type EvaluateAnswer = Readonly<Record<EvaluateField, number | null>>;

export interface EvaluateFieldGrade {
  readonly field: EvaluateField;
  readonly given: number;
  readonly expected: number;
  readonly right: boolean;
}

export interface EvaluateGrade {
  readonly right: boolean;
  readonly fields: readonly EvaluateFieldGrade[];
  /** The breakdown to show after answering: per suit H, D, QT, the corrections (lib/evaluation). */
  readonly evaluation: HandEvaluation;
  /** E-RESP in partner's suit, when the item names one. */
  readonly responder: ResponderCount | null;
}

/**
 * What a question may ask beyond H, D and HD: a lesson asks only what it has taught (lib/lessons/taught: no quick
 * tricks in lesson 4); drills and exercises ask everything.
 */
export interface AskedParts {
  readonly qt: boolean;
  readonly hdr: boolean;
}

const ASK_ALL: AskedParts = { qt: true, hdr: true };

/** The fields an item asks for, in the order the form shows them: HDr only when partner's suit is given. */
export function evaluateFields(item: QuizItem, asked: AskedParts = ASK_ALL): readonly EvaluateField[] {
  const e = item.expected;
  if (e.kind !== 'evaluate') throw new Error(`not an evaluate item: ${item.kind}`);
  return EVALUATE_FIELDS.filter((field) => (field === 'qt' ? asked.qt : field === 'hdr' ? asked.hdr && e.trump !== null : true));
}

export interface FieldIssue {
  readonly field: EvaluateField;
  readonly issue: AnswerIssue;
}

/** Reads the asked fields from their texts; every field that does not read is reported, none is guessed. */
export function parseEvaluateAnswer(
  item: QuizItem,
  texts: Readonly<Partial<Record<EvaluateField, string>>>,
  parts: AskedParts = ASK_ALL,
): Result<EvaluateAnswer, readonly FieldIssue[]> {
  const asked = evaluateFields(item, parts);
  const values: Record<EvaluateField, number | null> = { h: null, d: null, hd: null, qt: null, hdr: null };
  const issues: FieldIssue[] = [];
  for (const field of asked) {
    const read = parseAnswerNumber(texts[field] ?? '', FIELD_RULES[field]);
    if (read.ok) values[field] = read.value;
    else issues.push({ field, issue: read.error });
  }
  return issues.length > 0 ? err(issues) : ok(values);
}

export function gradeEvaluate(item: QuizItem, answer: EvaluateAnswer, parts: AskedParts = ASK_ALL): EvaluateGrade {
  const expected = item.expected;
  if (expected.kind !== 'evaluate') throw new Error(`not an evaluate item: ${item.kind}`);
  const hand = handOf(item.deal, item.seat);
  const evaluation = evaluateHand(hand);
  const responder = expected.trump === null ? null : responderCount(hand, expected.trump);
  const fields = evaluateFields(item, parts).map((field): EvaluateFieldGrade => {
    const want = field === 'hdr' ? expected.hdr! : expected[field];
    const given = answer[field];
    if (given === null) throw new Error(`the answer lacks ${field}: parse it with parseEvaluateAnswer`);
    return { field, given, expected: want, right: given === want };
  });
  return { right: fields.every((f) => f.right), fields, evaluation, responder };
}
