// A student's answer in a set: read from the request body (zod) into a SetAnswer of the item's kind, and graded
// against what grades the item (its stored expected answer: the teacher's key or the system's call, and the accepted calls).
// Example: parseSetAnswer('call', { call: '2d' }, item) → ok({ call: '2D' }); gradeAnswer(item, expected, { call: '2D' }).right.

import { notAKind, tagAnswer } from './answer-kind';
import { z } from 'zod';
import type { RuleId } from '../bidder';
import { checkCall } from '../bridge/auction';
import { AUCTION_ISSUE_CODES, type AuctionIssueCode } from '../bridge/auction-types';
import { makeCall, parseCall, sameCall } from '../bridge/call';
import { makeContract, parseContract } from '../bridge/contract';
import { SEATS } from '../bridge/types';
import { callRule, gradeCall, type CallReason } from '../quiz/grade-call';
import { evaluateFields, gradeEvaluate } from '../quiz/grade-answer-evaluate';
import { gradeLegal } from '../quiz/grade-answer-legal';
import { gradeRoles } from '../quiz/grade-answer-roles';
import { gradeScore } from '../quiz/grade-answer-score';
import type { QuestionKind, QuizItem } from '../quiz/item-types';
import { err, issue, ok, type Issue, type Result } from '../result';
import { rolesText, type ExpectedAnswer } from './set-items';
import type { SetAnswer, StoredGrade } from './set-types';

export type CallAnswer = Extract<SetAnswer, { call: string }>;
export type EvaluateSetAnswer = Extract<SetAnswer, { hd: number | null }>;
export type LegalSetAnswer = Extract<SetAnswer, { index: number | null }>;
export type RolesSetAnswer = Extract<SetAnswer, { leader: string | null }>;
export type ScoreSetAnswer = Extract<SetAnswer, { score: number }>;

export type SetAnswerIssue = Issue<'answer-shape' | 'answer-missing' | 'unknown-call' | 'illegal-call' | 'bad-contract'>;

const count = z.number().finite().min(-100).max(100).nullable();
const SCHEMAS = {
  call: z.strictObject({ call: z.string().max(12) }),
  evaluate: z.strictObject({ h: count, d: count, hd: count, qt: count, hdr: count }),
  legal: z.strictObject({
    index: z.number().int().min(0).max(100).nullable(),
    code: z.enum(AUCTION_ISSUE_CODES).nullable(),
    contract: z.string().max(12).nullable(),
    declarer: z.enum(SEATS).nullable(),
  }),
  roles: z.strictObject({
    contract: z.string().max(12).nullable(),
    declarer: z.enum(SEATS).nullable(),
    leader: z.enum(SEATS).nullable(),
    dummy: z.enum(SEATS).nullable(),
  }),
  score: z.strictObject({ score: z.number().int().min(-10_000).max(10_000) }),
} as const;

/**
 * Reads an answer of `kind` from a request body. With the item, a call must be legal in its auction ('illegal-call'
 * {reason, call}, as checkCall words it) and an evaluate answer must hold every field the item asks ('answer-missing'
 * {field}). Calls come back canonical ('2D'), contracts too ('3NX').
 */
export function parseSetAnswer(kind: QuestionKind, input: unknown, item?: QuizItem): Result<SetAnswer, SetAnswerIssue> {
  const shape = SCHEMAS[kind].safeParse(input);
  if (!shape.success) return err(issue('answer-shape', { kind, path: shape.error.issues[0]?.path.join('.') ?? '' }));
  const value = shape.data;
  if ('call' in value) {
    const call = parseCall(value.call);
    if (!call.ok) return err(issue('unknown-call', { call: value.call }));
    const problem = item ? checkCall({ dealer: item.dealer, calls: item.calls }, call.value) : null;
    if (problem) return err(issue('illegal-call', { ...problem.params, reason: problem.code, call: makeCall(call.value) }));
    return ok({ call: makeCall(call.value) });
  }
  if ('hd' in value) {
    if (item?.kind === 'evaluate') {
      const missing = evaluateFields(item).find((field) => value[field] === null);
      if (missing) return err(issue('answer-missing', { field: missing }));
    }
    return ok(value);
  }
  if ('contract' in value) {
    // a legality or roles answer: its contract canonical ('3NX')
    if (value.contract === null) return ok(value);
    const contract = parseContract(value.contract);
    if (!contract.ok) return err(issue('bad-contract', { contract: value.contract }));
    return ok({ ...value, contract: makeContract(contract.value) });
  }
  return ok(value);
}

/** A graded answer as the teacher's page and the practice-mode reply show it (plain data). */
export interface SetGrade {
  readonly right: boolean;
  /** The student's answer as plain text: '2D', 'H 12 D 1 HD 13 QT 2', 'illegal 4 insufficient', '420'. */
  readonly answer: string;
  readonly expected: ExpectedAnswer;
  /** A wrong call: the rule that rejects it for this hand (the one the bidder applies, or the teacher's key's); null when right, for the other kinds or a call with no meaning. */
  readonly rule: RuleId | null;
  readonly reason: CallReason | null;
  /**
   * A call: the rule the student's own call is read by on this hand (lib/quiz callRule: the bidder's when it is the
   * system's call, else what the call would show here); null when no rule of the system makes it. Absent for other kinds.
   */
  readonly ownRule?: RuleId | null;
}

/** A SetAnswer as plain text, as the CSV and the spread of answers write it. */
export function answerText(answer: SetAnswer): string {
  const a = tagAnswer(answer);
  switch (a.kind) {
    case 'call':
      return a.call;
    case 'auction':
      return a.calls.join(' ');
    case 'score':
      return String(a.score);
    case 'legal':
      if (a.index !== null) return `illegal ${a.index + 1} ${a.code ?? ''}`.trim();
      return a.contract === null ? 'passed out' : `legal ${a.contract} ${a.declarer ?? ''}`.trim();
    case 'roles':
      return rolesText(a.contract, a.declarer, a.leader, a.dummy);
    case 'evaluate': {
      const parts: string[] = [];
      for (const [label, field] of [['H', 'h'], ['D', 'd'], ['HD', 'hd'], ['QT', 'qt'], ['HDr', 'hdr']] as const) {
        if (a[field] !== null) parts.push(`${label} ${a[field]}`);
      }
      return parts.join(' ');
    }
    default:
      return notAKind(a);
  }
}

function wrong(answer: string, expected: ExpectedAnswer): SetGrade {
  return { right: false, answer, expected, rule: null, reason: null };
}

/** A call answer graded: right when it is the expected call or an accepted one; a wrong call carries its reason. */
function gradeCallAnswer(item: QuizItem, expected: ExpectedAnswer, text: string): SetGrade {
  const call = parseCall(text);
  if (!call.ok) return wrong(text, expected);
  const answer = makeCall(call.value);
  const right = (expected.call !== null && sameCall(call.value, expected.call)) || expected.accepted.includes(answer);
  const graded = gradeCall(item, call.value);
  // an illegal call stored before the item changed: simply wrong (and read by no rule)
  if (!graded.ok) return right ? { right, answer, expected, rule: null, reason: null } : wrong(answer, expected);
  // the student's own call is captioned with its own rule, stored now (what the drill's feedback shows), never the expected one's
  const ownRule = callRule(item, graded.value);
  if (right) return { right, answer, expected, rule: null, reason: null, ownRule };
  const reason = graded.value.reason;
  // The rule named is the one that rejects the call for this hand, never the one that would bid it: the rule the
  // bidder applies here (its own call is another), or with no reason (the system's own call, wrong by the teacher's
  // key) the key's rule. A call the system gives no meaning here names no rule.
  const rule = reason === null ? expected.rule : reason.kind === 'no-meaning' ? null : graded.value.advice.rule;
  return { right: false, answer, expected, rule, reason, ownRule };
}

/**
 * Grades an answer to `item` against what grades it (its stored expected answer with the accepted calls). An answer of
 * another kind than the item's is wrong.
 */
export function gradeAnswer(item: QuizItem, expected: ExpectedAnswer, answer: SetAnswer): SetGrade {
  const text = answerText(answer);
  switch (item.kind) {
    case 'call':
      return 'call' in answer ? gradeCallAnswer(item, expected, answer.call) : wrong(text, expected);
    case 'evaluate': {
      if (!('hd' in answer) || evaluateFields(item).some((f) => answer[f] === null)) return wrong(text, expected);
      return { right: gradeEvaluate(item, answer).right, answer: text, expected, rule: null, reason: null };
    }
    case 'legal': {
      if (!('index' in answer)) return wrong(text, expected);
      const contract = answer.contract === null ? null : parseContract(answer.contract);
      if (contract !== null && (!contract.ok || answer.declarer === null)) return wrong(text, expected);
      const declared = contract === null ? null : { ...contract.value, declarer: answer.declarer! };
      const code = answer.code as AuctionIssueCode | null;
      return { right: gradeLegal(item, { index: answer.index, code, contract: declared }).right, answer: text, expected, rule: null, reason: null };
    }
    case 'roles': {
      if (!('leader' in answer)) return wrong(text, expected);
      const contract = answer.contract === null ? null : parseContract(answer.contract);
      if (contract !== null && !contract.ok) return wrong(text, expected);
      const graded = gradeRoles(item, { contract: contract?.value ?? null, declarer: answer.declarer, leader: answer.leader, dummy: answer.dummy });
      return { right: graded.right, answer: text, expected, rule: null, reason: null };
    }
    case 'score':
      return 'score' in answer ? { right: gradeScore(item, answer.score).right, answer: text, expected, rule: null, reason: null } : wrong(text, expected);
  }
}

/** A grade as the answers table keeps it: flat, with the system version that gave it. */
export function storedGrade(grade: SetGrade, system: string): StoredGrade {
  const e = grade.expected;
  return {
    right: grade.right, answer: grade.answer, rule: grade.rule, system,
    expected: { kind: e.kind, call: e.call === null ? null : makeCall(e.call), text: e.text, rule: e.rule, by: e.by },
    ...(grade.ownRule !== undefined && { ownRule: grade.ownRule }),
  };
}
