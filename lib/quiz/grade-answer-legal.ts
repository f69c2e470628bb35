// Grading a "legal or not" item (docs/system.md section 2): the first illegal call (or "legal", or "not finished"),
// its reason code, and for a legal auction the contract and declarer, each part right or wrong with its A- rule.
// Example: gradeLegal(item, { index: 4, code: 'insufficient', contract: null }).parts → [position ✓, reason ✓].

import { reviewAuction, type AuctionError, type AuctionIssueCode } from '../bridge/auction';
import { parseCall } from '../bridge/call';
import type { DeclaredContract } from '../bridge/contract';
import type { Call } from '../bridge/types';
import { err, issue, ok, type Result } from '../result';
import type { AUCTION_RULES } from '../system-rule-ids';
import { MAX_ANSWER_LENGTH, type AnswerIssue } from './grade-answer-parse';
import type { QuizItem } from './item-types';

/** The reasons a learner chooses from for an illegal call, in docs/system.md's order ('incomplete' is its own choice). */
export const LEGAL_REASONS = [
  'insufficient',
  'double-own-side',
  'double-nothing',
  'double-doubled',
  'redouble-undoubled',
  'redouble-own-double',
  'redouble-redoubled',
  'after-end',
] as const satisfies readonly AuctionIssueCode[];

/** The auction law behind each reason (docs/system.md section 2), for the link to the notes. */
export const REASON_RULES: Readonly<Record<AuctionIssueCode, AuctionRule | null>> = {
  insufficient: 'A-SUFF',
  'double-own-side': 'A-X',
  'double-nothing': 'A-X',
  'double-doubled': 'A-X',
  'redouble-undoubled': 'A-XX',
  'redouble-own-double': 'A-XX',
  'redouble-redoubled': 'A-XX',
  'after-end': 'A-END',
  incomplete: 'A-END',
  'unknown-call': null,
};
/** The auction laws of docs/system.md section 2 (A-ORDER … A-DECLARER). */
export type AuctionRule = (typeof AUCTION_RULES)[number];

export interface LegalAnswer {
  /** The first illegal call's index in item.calls; calls.length for "the auction has not ended"; null for "legal". */
  readonly index: number | null;
  /** The reason, when the learner calls a call illegal (ignored for "legal"). */
  readonly code: AuctionIssueCode | null;
  /** The contract of a legal auction; null for "passed out" (ignored when the learner calls the auction illegal). */
  readonly contract: DeclaredContract | null;
}

export type LegalPart = 'position' | 'reason' | 'contract';

export type LegalPartGrade =
  | { readonly part: 'position'; readonly right: boolean; readonly expected: number | null }
  | {
      readonly part: 'reason';
      readonly right: boolean;
      readonly expected: AuctionIssueCode;
      readonly rule: AuctionRule | null;
      /** The item's auction issue, as lib/bridge's review reports it, for the feedback to render. */
      readonly issue: LegalIssue;
    }
  | { readonly part: 'contract'; readonly right: boolean; readonly expected: DeclaredContract | null };

/**
 * The first illegal call of an item's auction (or 'incomplete' at calls.length), from reviewAuction: its index,
 * code and message parameters (canonical call text, e.g. { call: '1C', last: '2H' }), plus those parameters as
 * calls, so that a page can write them in its own language.
 */
export interface LegalIssue extends AuctionError {
  readonly calls: Readonly<Record<string, Call>>;
}

/** The auction's first issue (reviewAuction's first error) with its call parameters read back as calls. */
export function legalIssueOf(item: QuizItem): LegalIssue | null {
  const first = reviewAuction(item.dealer, item.calls).errors[0];
  if (first === undefined) return null;
  const calls: Record<string, Call> = {};
  for (const [name, value] of Object.entries(first.params)) {
    const call = typeof value === 'string' ? parseCall(value) : null;
    if (call?.ok) calls[name] = call.value;
  }
  return { ...first, calls };
}

export interface LegalGrade {
  readonly right: boolean;
  readonly parts: readonly LegalPartGrade[];
}

function sameContract(a: DeclaredContract | null, b: DeclaredContract | null): boolean {
  if (a === null || b === null) return a === b;
  return a.level === b.level && a.strain === b.strain && a.risk === b.risk && a.declarer === b.declarer;
}

/** The parts an illegal auction asks (position and reason) or a legal one (position and contract). */
export function gradeLegal(item: QuizItem, answer: LegalAnswer): LegalGrade {
  const e = item.expected;
  if (e.kind !== 'legal') throw new Error(`not a legal item: ${item.kind}`);
  const parts: LegalPartGrade[] = [{ part: 'position', right: answer.index === e.index, expected: e.index }];
  if (e.index === null) {
    parts.push({ part: 'contract', right: answer.index === null && sameContract(answer.contract, e.contract), expected: e.contract });
  } else {
    const code = e.code as AuctionIssueCode;
    // "not finished" has one reason; a learner who picks it has given that reason
    const given = answer.index === item.calls.length ? 'incomplete' : answer.code;
    const found = legalIssueOf(item);
    if (found === null) throw new Error(`legal item with no auction issue: ${item.seed}`);
    parts.push({ part: 'reason', right: given === code, expected: code, rule: REASON_RULES[code], issue: found });
  }
  return { right: parts.every((p) => p.right), parts };
}

export function isLegalReason(text: string): text is (typeof LEGAL_REASONS)[number] {
  return (LEGAL_REASONS as readonly string[]).includes(text);
}

/** A form's choice of call: 'legal', 'incomplete' or a call's index (0-based) among `callCount` calls. */
export function parseLegalChoice(text: string, callCount: number): Result<number | null, AnswerIssue> {
  const trimmed = text.trim();
  if (trimmed === '') return err(issue('answer-empty'));
  if (trimmed.length > MAX_ANSWER_LENGTH) return err(issue('answer-too-long', { max: MAX_ANSWER_LENGTH }));
  if (trimmed === 'legal') return ok(null);
  if (trimmed === 'incomplete') return ok(callCount);
  if (!/^\d+$/.test(trimmed)) return err(issue('answer-not-number', { text: trimmed }));
  const index = Number(trimmed);
  if (index >= callCount) return err(issue('answer-out-of-range', { min: 1, max: callCount }));
  return ok(index);
}
