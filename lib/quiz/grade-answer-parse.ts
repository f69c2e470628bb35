// Numbers a learner types into an answer field, read the way people write them in sr, lv and en: 2,5 and 2.5 are
// the same number, −420 and -420 too, 1.100 / 1 100 / 1,100 are 1100 in a whole-number field. Example:
// parseAnswerNumber('2,5', { halves: true, min: 0, max: 13 }) → ok(2.5); parseAnswerNumber('abc', …) → 'answer-not-number'.

import { err, issue, ok, type Issue, type Result } from '../result';

export const ANSWER_ISSUE_CODES = [
  'answer-empty',
  'answer-too-long',
  'answer-not-number',
  'answer-not-whole',
  'answer-not-half',
  'answer-out-of-range',
] as const;
export type AnswerIssueCode = (typeof ANSWER_ISSUE_CODES)[number];
export type AnswerIssue = Issue<AnswerIssueCode>;

/** Longer input is refused before it is read: no answer of these drills needs more than 12 characters. */
export const MAX_ANSWER_LENGTH = 12;

export interface NumberRule {
  /** Halves are allowed (quick tricks: 2.5); otherwise the number must be whole. */
  readonly halves: boolean;
  readonly min: number;
  readonly max: number;
}

/** Minus signs people type: ASCII hyphen-minus, the Unicode minus, the en dash. */
const MINUS = /^[-\u2212\u2013]/;
/** Whole numbers with thousands grouped by '.', ',', a space, a no-break or a narrow no-break space. */
const GROUPED = /^\d{1,3}(?:([.,\u0020\u00a0\u202f])\d{3})(?:\1\d{3})*$/;
const PLAIN = /^\d+(?:[.,]\d+)?$/;

/** Reads a number from an answer field; the issue names what is wrong (params: text, min, max). */
export function parseAnswerNumber(text: string, rule: NumberRule): Result<number, AnswerIssue> {
  if (text.length > MAX_ANSWER_LENGTH * 4) return err(issue('answer-too-long', { max: MAX_ANSWER_LENGTH }));
  const trimmed = text.trim();
  if (trimmed === '') return err(issue('answer-empty'));
  if (trimmed.length > MAX_ANSWER_LENGTH) return err(issue('answer-too-long', { max: MAX_ANSWER_LENGTH }));
  const negative = MINUS.test(trimmed);
  const body = (negative || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed).trim();
  let value: number;
  if (!rule.halves && GROUPED.test(body)) {
    // 1.100, 1,100, 1 100: in a whole-number field a separator before three digits groups thousands
    value = Number(body.replace(/[^\d]/g, ''));
  } else if (PLAIN.test(body)) {
    value = Number(body.replace(',', '.'));
  } else {
    return err(issue('answer-not-number', { text: trimmed }));
  }
  if (negative) value = -value;
  if (Object.is(value, -0)) value = 0;
  if (rule.halves ? !Number.isInteger(value * 2) : !Number.isInteger(value)) {
    return err(issue(rule.halves ? 'answer-not-half' : 'answer-not-whole', { text: trimmed }));
  }
  if (value < rule.min || value > rule.max) return err(issue('answer-out-of-range', { min: rule.min, max: rule.max }));
  return ok(value);
}
