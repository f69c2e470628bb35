// Grading a "score it" item (docs/system.md section 9): the learner's duplicate score from declarer's side
// (negative when down), or in a Chicago or a rubber the points this deal writes, against lib/bridge/scoring, with the lines.
// Example: gradeScore(item, 420) → { right: true, expected: 420, made: true, lines: [trick score 120, game 300] }.

import { tricksNeeded } from '../bridge/contract';
import { scoreContract, type ScoreLine } from '../bridge/scoring/duplicate';
import type { Result } from '../result';
import { parseAnswerNumber, type AnswerIssue } from './grade-answer-parse';
import type { Expected, QuizItem } from './item-types';
import { chicagoDealLines, rubberDealLines } from './score-item';

export interface ScoreGrade {
  readonly right: boolean;
  readonly given: number;
  readonly expected: number;
  readonly made: boolean;
  /** Declarer's lines when made, the defenders' undertrick line when down (points positive, as score-breakdown prints). */
  readonly lines: readonly ScoreLine<string>[];
  /** Tricks over (positive) or under (negative) the contract; 0 when made exactly. */
  readonly margin: number;
}

/** 7NTXX vulnerable with 13 tricks down 13 is 7600: no duplicate score reaches 10 000 either way. */
export function parseScoreAnswer(text: string): Result<number, AnswerIssue> {
  return parseAnswerNumber(text, { halves: false, min: -10_000, max: 10_000 });
}

export function gradeScore(item: QuizItem, given: number): ScoreGrade {
  const e = item.expected;
  if (e.kind !== 'score') throw new Error(`not a score item: ${item.kind}`);
  const working = scoreWorking(e);
  return { right: given === working.expected, given, ...working };
}

/** What a score item's deal writes for declarer's side, with the lines that make it (a review shows them too). */
export function scoreWorking(e: Extract<Expected, { kind: 'score' }>): Omit<ScoreGrade, 'right' | 'given'> {
  const margin = e.tricks - tricksNeeded(e.contract);
  if (e.chicago || e.rubber) {
    // the lines this deal writes on the sheet: a Chicago game bonus when it completes a game, the rubber bonus
    const played = { contract: e.contract, declarer: e.declarer, tricks: e.tricks };
    const lines = (e.chicago ? chicagoDealLines(e.chicago, played) : rubberDealLines(e.rubber!, played)) ?? [];
    return { expected: e.score, made: margin >= 0, lines, margin };
  }
  const result = scoreContract({ contract: e.contract, tricks: e.tricks, vulnerable: e.vulnerable });
  return { expected: result.declarerScore, made: result.made, lines: result.lines, margin };
}
