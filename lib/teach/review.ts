// What a student (after an answer in practice, or once a test is revealed) and the teacher review of an item, from
// what is stored: the expected answer in its parts and the bidder's explanation as it was made with the item (its rule
// id and numbers; the words come from today's catalogue). Example: for makeItem of R-NEW2 seed 812, itemReview(made.item,
// made.expected, made.explanation) → { expected: { call: '2D', rule: 'R-NEW2', … }, parts: null, explanation: { call:
// '2D', rule: 'R-NEW2', explain: { key: 'rules.R-NEW2', params: {…} }, … } }.

import { advise, type Advice } from '../bidder';
import { makeCall, parseCall } from '../bridge/call';
import { makeContract, parseContract } from '../bridge/contract';
import { SEATS, sideOf, type Seat, type Suit } from '../bridge/types';
import type { AuctionIssueCode } from '../bridge/auction';
import type { Hand } from '../bridge/types';
import { evaluateHand, responderCount, type HandEvaluation, type ResponderCount } from '../evaluation';
import { lessonBySlug, lessonOfRule, type Lesson } from '../lessons/catalogue';
import { REASON_RULES } from '../quiz/grade-answer-legal';
import { scoreWorking } from '../quiz/grade-answer-score';
import type { ScoreLine } from '../bridge/scoring/duplicate';
import type { SheetLine } from '../bridge/scoring/sheet';
import type { PlayedResult, QuestionKind, QuizItem } from '../quiz/item-types';
import { expectedText } from './set-items';
import type { StoredExpected } from './set-types';
import type { StoredExplanation } from './explanation-types';

/** The expected answer of an evaluate, legal, roles or score item in its parts (a call item's is its stored call). */
export type ReviewParts =
  | { readonly kind: 'evaluate'; readonly h: number; readonly d: number; readonly hd: number; readonly qt: number; readonly hdr: number | null; readonly trump: Suit | null }
  | { readonly kind: 'legal'; readonly index: number | null; readonly code: string; readonly contract: string | null; readonly declarer: Seat | null }
  | { readonly kind: 'roles'; readonly contract: string; readonly declarer: Seat; readonly leader: Seat; readonly dummy: Seat }
  | { readonly kind: 'score'; readonly score: number; readonly sheet: 'duplicate' | 'chicago' | 'rubber' };

export interface ItemReview {
  /** What grades the item, as stored with it (the answer key's call or the system's, with its rule). */
  readonly expected: StoredExpected;
  /** The parts of the expected answer; null for a call item, or when the stored text no longer says the same (then the text stands). */
  readonly parts: ReviewParts | null;
  /** The bidder's explanation of the expected call as made with the item; null for the other kinds, an item stored without
   * one, or an expected call that is not the bidder's (a teacher's key, a system check since). */
  readonly explanation: StoredExplanation | null;
}

export function storedExplanation(advice: Advice): StoredExplanation {
  return {
    call: makeCall(advice.call), rule: advice.rule, explain: advice.explain,
    via: advice.via ? { rule: advice.via.rule, explain: advice.via.explain } : null,
    rejected: advice.rejected.map((r) => ({ rule: r.rule, call: r.call === null ? null : makeCall(r.call), failed: r.failed })),
  };
}

/** The bidder's explanation of a call item's answer, made when the item is made (the same advice callItemOn asks). */
export function explanationOf(item: QuizItem): StoredExplanation | null {
  if (item.kind !== 'call') return null;
  const hand = item.deal.hands[SEATS.indexOf(item.seat)];
  return storedExplanation(advise({ hand, auction: { dealer: item.dealer, calls: item.calls }, vul: item.vul }));
}

/** A stored explanation as the bidder's advice again, for the drills' explanation panel. */
export function adviceOf(stored: StoredExplanation): Advice | null {
  const call = parseCall(stored.call);
  if (!call.ok) return null;
  const rejected: Advice['rejected'][number][] = [];
  for (const r of stored.rejected) {
    const c = r.call === null ? null : parseCall(r.call);
    rejected.push({ rule: r.rule, call: c === null ? null : c.ok ? c.value : null, failed: r.failed });
  }
  return { call: call.value, rule: stored.rule, explain: stored.explain, ...(stored.via ? { via: stored.via } : {}), rejected };
}

/** An item's expected answer in parts (null for a call item, whose answer is its call). */
export function partsOf(item: QuizItem): ReviewParts | null {
  const e = item.expected;
  switch (e.kind) {
    case 'call':
      return null;
    case 'evaluate':
      return { kind: 'evaluate', h: e.h, d: e.d, hd: e.hd, qt: e.qt, hdr: e.hdr, trump: e.trump };
    case 'legal':
      return {
        kind: 'legal', index: e.index, code: e.code,
        contract: e.contract === null ? null : makeContract(e.contract), declarer: e.contract?.declarer ?? null,
      };
    case 'roles':
      return { kind: 'roles', contract: makeContract(e.contract), declarer: e.contract.declarer, leader: e.leader, dummy: e.dummy };
    case 'score':
      return { kind: 'score', score: e.score, sheet: e.chicago ? 'chicago' : e.rubber ? 'rubber' : 'duplicate' };
  }
}

/**
 * The review of a stored item graded by `expected` (as stored with it): nothing is remade. The parts come from the
 * stored item when they say what the stored expected text says; the explanation when it explains the expected call.
 */
export function itemReview(item: QuizItem, expected: StoredExpected, explanation: StoredExplanation | null): ItemReview {
  const parts = expectedText(item.expected) === expected.text ? partsOf(item) : null;
  const explains = explanation !== null && expected.kind === 'call' && explanation.call === expected.call && explanation.rule === expected.rule;
  return { expected, parts, explanation: explains ? explanation : null };
}

/**
 * The lesson that teaches what an item asks, and the anchor in it: a call's rule; the point count (HDr once partner
 * has opened); the auction law an illegal call breaks, or the declarer (legal and roles items); the score sheet's lesson (no anchor).
 * Example: reviewLesson('call', null, 'R1N-2N') → { lesson: { number: 11, slug: 'responding-to-no-trump', … }, anchor: 'R1N-2N' }.
 */
export function reviewLesson(kind: QuestionKind, parts: ReviewParts | null, rule: string | null): { readonly lesson: Lesson; readonly anchor: string | null } | null {
  const anchored = (anchor: string | null) => {
    const lesson = anchor === null ? null : lessonOfRule(anchor);
    return lesson ? { lesson, anchor } : null;
  };
  if (kind === 'call') return anchored(rule);
  if (parts === null) return null;
  switch (parts.kind) {
    case 'evaluate':
      return anchored(parts.trump === null ? 'E-HD' : 'E-RESP');
    case 'legal':
      return anchored(parts.index === null ? 'A-DECLARER' : (REASON_RULES[parts.code as AuctionIssueCode] ?? 'A-ORDER'));
    case 'roles':
      return anchored('A-DECLARER');
    case 'score': {
      const lesson = lessonBySlug(parts.sheet === 'rubber' ? 'rubber-scoring' : 'chicago-and-duplicate');
      return lesson ? { lesson, anchor: null } : null;
    }
  }
}

/**
 * The full count of a stored hand, as the drills show it after an evaluate question, when it gives the stored numbers
 * (it explains them); null when today's count says otherwise (then the stored numbers stand alone).
 */
export function evaluateWorking(hand: Hand, parts: Extract<ReviewParts, { kind: 'evaluate' }>): { evaluation: HandEvaluation; responder: ResponderCount | null } | null {
  const evaluation = evaluateHand(hand);
  const responder = parts.trump === null ? null : responderCount(hand, parts.trump);
  const same = evaluation.h === parts.h && evaluation.d === parts.d && evaluation.hd === parts.hd && evaluation.qt === parts.qt
    && (responder?.total ?? null) === parts.hdr;
  return same ? { evaluation, responder } : null;
}

/** A played deal as the API writes it (lib/set-api/views.ts playedJson). */
interface PlayedText {
  readonly contract: string;
  readonly declarer: Seat;
  readonly tricks: number;
}

/** A score item's question as the API gives it (lib/set-api/views.ts scoreQuestion). */
export interface ScoreQuestionText {
  readonly contract: string;
  readonly declarer: Seat;
  readonly tricks: number;
  readonly vulnerable: boolean;
  readonly chicago: { readonly turn: 2 | 3 | 4; readonly before: readonly PlayedText[] } | null;
  readonly rubber: { readonly before: readonly PlayedText[] } | null;
}

function playedOf(text: PlayedText): PlayedResult | null {
  const contract = parseContract(text.contract);
  return contract.ok ? { contract: contract.value, declarer: text.declarer, tricks: text.tricks } : null;
}

function allPlayed(texts: readonly PlayedText[]): PlayedResult[] | null {
  const played = texts.map(playedOf);
  return played.every((p) => p !== null) ? (played as PlayedResult[]) : null;
}

/**
 * The lines of a score, as the drills show them after a score question (a Chicago or rubber deal's on the sheet, both
 * sides'), when they give the stored score from declarer's side; null when today's scoring says otherwise.
 */
export function scoreBreakdown(question: ScoreQuestionText, parts: Extract<ReviewParts, { kind: 'score' }>): { lines: readonly ScoreLine<string>[]; made: boolean } | null {
  const contract = parseContract(question.contract);
  if (!contract.ok) return null;
  const chicagoBefore = question.chicago ? allPlayed(question.chicago.before) : null;
  const rubberBefore = question.rubber ? allPlayed(question.rubber.before) : null;
  if ((question.chicago && !chicagoBefore) || (question.rubber && !rubberBefore)) return null;
  const chicago = question.chicago && chicagoBefore ? { turn: question.chicago.turn, before: chicagoBefore } : null;
  const rubber = rubberBefore ? { before: rubberBefore } : null;
  const working = scoreWorking({
    kind: 'score', contract: contract.value, declarer: question.declarer, tricks: question.tricks, vulnerable: question.vulnerable,
    score: parts.score, chicago, rubber,
  });
  if (chicago || rubber) {
    // a sheet's lines are both sides': what they give declarer's side must be the stored score
    const ours = sideOf(question.declarer);
    const sheetLines = working.lines as readonly SheetLine[];
    const total = sheetLines.reduce((sum, line) => sum + (line.side === ours ? line.points : -line.points), 0);
    return sheetLines.length > 0 && total === parts.score ? { lines: working.lines, made: working.made } : null;
  }
  return working.expected === parts.score ? { lines: working.lines, made: working.made } : null;
}
