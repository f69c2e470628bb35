// Duplicate scoring of one contract (docs/system.md §9, seeds 000 "Turnirski bridž", 002, 003), line by line.
// Example: scoreContract({ contract: 2HX, tricks: 9, vulnerable: false }) → 570 = 120 + 50 + 300 + 100.

import { resultOf, type Contract, type Risk } from '../contract';
import { sideOf, isVulnerable, type Seat, type Strain, type Vulnerability } from '../types';

export type ScoreLineKind =
  | 'trick-score'
  | 'partscore-bonus'
  | 'game-bonus'
  | 'slam-bonus'
  | 'insult'
  | 'overtricks'
  | 'undertricks';

/** One line of a score: what it is for, its points, and the parameters a localized message needs. */
export interface ScoreLine<K extends string = ScoreLineKind> {
  readonly kind: K;
  readonly points: number;
  readonly params: Readonly<Record<string, number | string>>;
}

/** A result from declarer's side: positive when made, negative when set. */
export interface DeclarerScore {
  readonly made: boolean;
  readonly declarerScore: number;
  readonly lines: readonly ScoreLine[];
}

/** Doubling as a word a message can `select` on. */
export type RiskName = 'undoubled' | 'doubled' | 'redoubled';
export type VulName = 'vul' | 'nonvul';

const RISK_NAMES: Readonly<Record<Risk, RiskName>> = { '': 'undoubled', X: 'doubled', XX: 'redoubled' };
const MULTIPLIERS: Readonly<Record<Risk, number>> = { '': 1, X: 2, XX: 4 };

function riskName(risk: Risk): RiskName {
  return RISK_NAMES[risk];
}

export function vulName(vulnerable: boolean): VulName {
  return vulnerable ? 'vul' : 'nonvul';
}

/** Points for `odd` odd tricks in a strain, undoubled: ♣♦ 20, ♥♠ 30, NT 40 then 30 (§9). */
export function oddTrickValue(strain: Strain, odd: number): number {
  if (odd <= 0) return 0;
  if (strain === 'N') return 40 + 30 * (odd - 1);
  return (strain === 'C' || strain === 'D' ? 20 : 30) * odd;
}

/** Trick score of a contract bid and made: ×2 doubled, ×4 redoubled (§9). 100 or more is game. */
export function trickScore(contract: Contract): number {
  return oddTrickValue(contract.strain, contract.level) * MULTIPLIERS[contract.risk];
}

export function isGame(contract: Contract): boolean {
  return trickScore(contract) >= 100;
}

export function trickScoreLine(contract: Contract): ScoreLine {
  return {
    kind: 'trick-score',
    points: trickScore(contract),
    params: { level: contract.level, strain: contract.strain, risk: riskName(contract.risk) },
  };
}

/** Overtricks: undoubled at trick value (30 in NT), doubled 100/200 each, redoubled 200/400 each (§9). */
export function overtricksLine(contract: Contract, tricks: number, vulnerable: boolean): ScoreLine | null {
  const { over } = resultOf(contract, tricks);
  if (over === 0) return null;
  const each =
    contract.risk === ''
      ? contract.strain === 'N'
        ? 30
        : oddTrickValue(contract.strain, 1)
      : (vulnerable ? 200 : 100) * (contract.risk === 'XX' ? 2 : 1);
  return { kind: 'overtricks', points: over * each, params: { tricks: over, each, risk: riskName(contract.risk) } };
}

/** The bonus for making a doubled (50) or redoubled (100) contract — the current Laws, not seed 000's 50 (§9). */
export function insultLine(risk: Risk): ScoreLine | null {
  if (risk === '') return null;
  return { kind: 'insult', points: risk === 'X' ? 50 : 100, params: { risk: riskName(risk) } };
}

/** The game bonus: 500 vulnerable, 300 not (§9); duplicate and Chicago both give it. */
export function gameBonus(vulnerable: boolean): number {
  return vulnerable ? 500 : 300;
}

/** Small slam 500/750, grand slam 1000/1500, only when bid and made (§9). */
export function slamLine(contract: Contract, vulnerable: boolean): ScoreLine | null {
  if (contract.level < 6) return null;
  const grand = contract.level === 7;
  const points = grand ? (vulnerable ? 1500 : 1000) : vulnerable ? 750 : 500;
  return { kind: 'slam-bonus', points, params: { slam: grand ? 'grand' : 'small', vul: vulName(vulnerable) } };
}

/**
 * The defenders' points for `down` undertricks (§9): undoubled 50/100 each; doubled not vulnerable
 * 100, 300, 500, 800 then +300; doubled vulnerable 200, 500, 800 then +300; redoubled twice doubled.
 */
export function undertrickPenalty(down: number, risk: Risk, vulnerable: boolean): number {
  if (down <= 0) return 0;
  if (risk === '') return down * (vulnerable ? 100 : 50);
  const doubled = vulnerable ? 200 + 300 * (down - 1) : 100 + 200 * Math.min(down - 1, 2) + 300 * Math.max(down - 3, 0);
  return risk === 'XX' ? 2 * doubled : doubled;
}

/** The undertricks line, with points from the defenders' side (positive). */
export function undertricksLine(contract: Contract, tricks: number, vulnerable: boolean): ScoreLine {
  const { down } = resultOf(contract, tricks);
  return {
    kind: 'undertricks',
    points: undertrickPenalty(down, contract.risk, vulnerable),
    params: { tricks: down, risk: riskName(contract.risk), vul: vulName(vulnerable) },
  };
}

/** Throws on tricks outside 0..13: callers validate user input first (bad-tricks). */
function assertTricks(tricks: number): void {
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) throw new RangeError(`tricks must be 0..13, got ${tricks}`);
}

/** Duplicate score of one contract from declarer's side; set contracts give the defenders' lines. */
export function scoreContract(input: { contract: Contract; tricks: number; vulnerable: boolean }): DeclarerScore {
  const { contract, tricks, vulnerable } = input;
  assertTricks(tricks);
  if (!resultOf(contract, tricks).made) {
    const line = undertricksLine(contract, tricks, vulnerable);
    return { made: false, declarerScore: -line.points, lines: [line] };
  }
  const game = isGame(contract);
  const lines = [
    trickScoreLine(contract),
    game
      ? { kind: 'game-bonus' as const, points: gameBonus(vulnerable), params: { vul: vulName(vulnerable) } }
      : { kind: 'partscore-bonus' as const, points: 50, params: {} },
    slamLine(contract, vulnerable),
    insultLine(contract.risk),
    overtricksLine(contract, tricks, vulnerable),
  ].filter((line): line is ScoreLine => line !== null);
  return { made: true, declarerScore: lines.reduce((sum, line) => sum + line.points, 0), lines };
}

/** Duplicate score of a board: `ns` is NS's score (negative when EW score), vulnerability from the board. */
export function scoreDuplicate(input: { contract: Contract; declarer: Seat; tricks: number; vul: Vulnerability }): {
  ns: number;
  declarerScore: number;
  made: boolean;
  lines: readonly ScoreLine[];
} {
  const side = sideOf(input.declarer);
  const result = scoreContract({ contract: input.contract, tricks: input.tricks, vulnerable: isVulnerable(input.vul, side) });
  return { ...result, ns: side === 'NS' ? result.declarerScore : -result.declarerScore };
}
