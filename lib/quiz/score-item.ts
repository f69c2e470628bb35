// "Score it" items (docs/system.md section 9): the contract the bidder reaches on a seeded deal, a result and the
// vulnerability, with its duplicate score; in a third of them the deal is the 2nd–4th of a Chicago whose earlier deals
// carry partscores, in a third a deal of a rubber still open (its games set the vulnerability), and the score is
// what this deal writes on the sheet (a Chicago game bonus, or the rubber bonus when it wins the rubber).
// Example: scoreItem(2, pick).expected → { contract: 4♥, tricks: 11, score: 450, chicago: null }.

import { contractOf, isComplete } from '../bridge/auction';
import { tricksNeeded } from '../bridge/contract';
import { createDealer } from '../bridge/random-deal';
import { chicagoTurn, scoreChicago } from '../bridge/scoring/chicago';
import { scoreContract } from '../bridge/scoring/duplicate';
import { scoreRubber } from '../bridge/scoring/rubber';
import type { SheetLine } from '../bridge/scoring/sheet';
import { SEATS, STRAINS, VULNERABILITIES, sideOf, type Call, type Deal, type Level, type Seat, type Vulnerability } from '../bridge/types';
import { bidDeal } from '../bidder';
import type { ChicagoQuestion, PlayedResult, QuizItem, RubberQuestion } from './item-types';
import type { Picker } from './seeded';

/** Deals tried before every one was passed out: a pass-out of 32 deals in a row does not happen (≈ 10^-30). */
const DEALS = 32;

/** The deals of a Chicago before this one: partscores (1–3 level) made exactly or with an overtrick, now and then down one. */
function chicagoSoFar(pick: Picker): ChicagoQuestion {
  const turn = (2 + pick.below(3)) as ChicagoQuestion['turn'];
  const before = Array.from({ length: turn - 1 }, () => playedDeal(pick, 3));
  return { turn, before };
}

/** A random played deal: a 1–4 level contract made exactly or with an overtrick, now and then down one. */
function playedDeal(pick: Picker, maxLevel: number): PlayedResult {
  const level = (1 + pick.below(maxLevel)) as Level;
  const tricks = tricksNeeded({ level }) + (pick.below(5) === 0 ? -1 : pick.below(2));
  return { contract: { level, strain: STRAINS[pick.below(5)], risk: '' as const }, declarer: SEATS[pick.below(4)], tricks };
}

/** One to four earlier deals of a rubber that is still open after them (a deal that would end it is left out). */
function rubberSoFar(pick: Picker): RubberQuestion {
  const count = 1 + pick.below(4);
  const before: PlayedResult[] = [];
  for (let tries = 0; before.length < count && tries < 16; tries++) {
    const next = playedDeal(pick, 4);
    const sheet = scoreRubber([...before, next]);
    if (sheet.ok && sheet.value.winner === null) before.push(next);
  }
  return { before };
}

/** The vulnerability of a rubber's next deal: a side that has won a game is vulnerable (§9). */
function rubberVulnerability(rubber: RubberQuestion): Vulnerability | null {
  const sheet = scoreRubber(rubber.before);
  if (!sheet.ok || sheet.value.winner !== null) return null;
  const { NS, EW } = sheet.value.vulnerable;
  return NS && EW ? 'All' : NS ? 'NS' : EW ? 'EW' : 'None';
}

/** Who deals a rubber's next deal: North first, then clockwise, one deal each. */
function rubberDealer(rubber: RubberQuestion): Seat {
  return SEATS[rubber.before.length % 4];
}

export function scoreItem(seed: number, pick: Picker): QuizItem {
  for (let n = 0; n < DEALS; n++) {
    const deal = createDealer(pick.below(0x4000_0000)).next();
    const variant = pick.below(3);
    const chicago = variant === 1 ? chicagoSoFar(pick) : null;
    const rubber = variant === 2 ? rubberSoFar(pick) : null;
    const dealer = chicago ? chicagoTurn(chicago.turn).dealer : rubber ? rubberDealer(rubber) : SEATS[pick.below(4)];
    const vul = chicago ? chicagoTurn(chicago.turn).vul : rubber ? rubberVulnerability(rubber)! : VULNERABILITIES[pick.below(4)];
    const calls: Call[] = bidDeal(deal, dealer, vul).calls.map((c) => c.call);
    const contract = contractOf({ dealer, calls });
    if (!contract) continue;
    // a result around the contract: from three down to the overtricks the level leaves
    const low = Math.max(0, tricksNeeded(contract) - 3);
    return scoreItemOn(seed, deal, dealer, vul, calls, low + pick.below(13 - low + 1), chicago, rubber)!;
  }
  throw new Error(`every one of ${DEALS} deals was passed out`);
}

/** The lines a Chicago deal writes on the sheet (both sides'), or null when `chicago` is not a valid sheet state. */
export function chicagoDealLines(chicago: ChicagoQuestion, played: { contract: PlayedContract; declarer: Seat; tricks: number }): readonly SheetLine[] | null {
  const sheet = scoreChicago([...chicago.before, played]);
  if (!sheet.ok || sheet.value.played !== chicago.turn) return null;
  return sheet.value.deals[sheet.value.deals.length - 1].lines;
}

type PlayedContract = ChicagoQuestion['before'][number]['contract'];

/** The lines a rubber deal writes on the sheet (both sides', the rubber bonus included), or null for a closed rubber. */
export function rubberDealLines(rubber: RubberQuestion, played: { contract: PlayedContract; declarer: Seat; tricks: number }): readonly SheetLine[] | null {
  if (rubberVulnerability(rubber) === null) return null;
  const sheet = scoreRubber([...rubber.before, played]);
  if (!sheet.ok) return null;
  return sheet.value.deals[sheet.value.deals.length - 1].lines;
}

/**
 * The score item of a finished auction and a result; null when the auction is not complete with a contract, or when
 * a Chicago state does not fit (dealer and vulnerability are the turn's, the earlier deals a valid sheet).
 */
export function scoreItemOn(
  seed: number, deal: Deal, dealer: Seat, vul: Vulnerability, calls: readonly Call[], tricks: number, chicago: ChicagoQuestion | null = null,
  rubber: RubberQuestion | null = null,
): QuizItem | null {
  if (chicago && rubber) return null;
  const contract = isComplete({ dealer, calls }) ? contractOf({ dealer, calls }) : null;
  if (!contract) return null;
  const side = SEATS.indexOf(contract.declarer) & 1;
  const vulnerable = vul === 'All' || (vul === 'NS' && side === 0) || (vul === 'EW' && side === 1);
  let declarerScore = scoreContract({ contract, tricks, vulnerable }).declarerScore;
  // on a Chicago or rubber sheet the answer is what this deal writes there: both sides' lines, from declarer's side
  if (chicago || rubber) {
    const sheetOk = chicago
      ? chicagoTurn(chicago.turn).dealer === dealer && chicagoTurn(chicago.turn).vul === vul
      : rubberDealer(rubber!) === dealer && rubberVulnerability(rubber!) === vul;
    if (!sheetOk) return null;
    const played = { contract: { level: contract.level, strain: contract.strain, risk: contract.risk }, declarer: contract.declarer, tricks };
    const lines = chicago ? chicagoDealLines(chicago, played) : rubberDealLines(rubber!, played);
    if (!lines) return null;
    const ours = sideOf(contract.declarer);
    declarerScore = lines.reduce((sum, line) => sum + (line.side === ours ? line.points : -line.points), 0);
  }
  return {
    topic: 'score', seed, rule: null, kind: 'score', nearMiss: false,
    deal, dealer, vul, calls, seat: contract.declarer,
    expected: {
      kind: 'score',
      contract: { level: contract.level, strain: contract.strain, risk: contract.risk },
      declarer: contract.declarer, tricks, vulnerable, score: declarerScore, chicago, rubber,
    },
  };
}
