import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContract, RISKS, type Contract } from '../contract';
import { LEVELS, SEATS, STRAINS, isVulnerable, sideOf, type Seat } from '../types';
import { chicagoTurn, scoreChicago, type ChicagoSheet } from './chicago';
import { scoreContract } from './duplicate';
import type { RubberDealInput, SheetLine } from './sheet';

function c(text: string): Contract {
  const parsed = parseContract(text);
  if (!parsed.ok) throw new Error(`bad test contract ${text}`);
  return parsed.value;
}

function deal(text: string, declarer: Seat, tricks: number): RubberDealInput {
  return { contract: c(text), declarer, tricks };
}

function sheetOf(deals: RubberDealInput[]): ChicagoSheet {
  const result = scoreChicago(deals);
  if (!result.ok) throw new Error(`unexpected issue ${result.error.code}`);
  return result.value;
}

const brief = (lines: readonly SheetLine[]) => lines.map((l) => [l.side, l.place, l.kind, l.points]);

describe('dealers and vulnerability (§9)', () => {
  it.each([
    [1, 'N', 'None'], [2, 'E', 'EW'], [3, 'S', 'NS'], [4, 'W', 'All'],
  ] as const)('deal %i: dealer %s, vulnerable %s', (turn, dealer, vul) => {
    expect(chicagoTurn(turn)).toEqual({ dealer, vul });
  });
});

describe('seed 000 "Čikaški bridž"', () => {
  it('NS 2♦ made: on the next deal 60 is enough for a game (300 not vulnerable)', () => {
    const sheet = sheetOf([deal('2D', 'N', 8), deal('2S', 'S', 8)]);
    expect(sheet.deals.map((d) => brief(d.lines))).toEqual([
      [['NS', 'below', 'trick-score', 40]],
      [['NS', 'below', 'trick-score', 60], ['NS', 'above', 'game-bonus', 300]],
    ]);
    expect(sheet.deals.map((d) => d.partscores)).toEqual([{ NS: 40, EW: 0 }, { NS: 0, EW: 0 }]);
  });

  it('both sides\' partscores count until a game closes them; nothing for a partscore after deal 4 [I-20]', () => {
    const sheet = sheetOf([
      deal('2D', 'N', 8), // NS 40
      deal('2S', 'E', 8), // EW 60, carried
      deal('2H', 'S', 8), // NS 100: game, NS vulnerable on deal 3: 500; EW's 60 closed
      deal('1N', 'W', 7), // EW 40, left at the end: no bonus
    ]);
    expect(sheet.deals.map((d) => d.gameWonBy)).toEqual([null, null, 'NS', null]);
    expect(sheet.deals[2].lines.find((l) => l.kind === 'game-bonus')).toMatchObject({ side: 'NS', points: 500, params: { vul: 'vul' } });
    expect(sheet.deals[3].partscores).toEqual({ NS: 0, EW: 40 });
    expect(sheet.totals).toEqual({ NS: 600, EW: 100 });
    expect(sheet).toMatchObject({ finished: true, played: 4, next: null, winner: 'NS', margin: 500 });
    expect(sheet.below.map((g) => g.wonBy)).toEqual(['NS', null]);
  });
});

describe('Chicago rules (§9, [I-20])', () => {
  it('a game in one deal scores as in duplicate, without a partscore bonus for a partscore', () => {
    const sheet = sheetOf([deal('4S', 'N', 11), deal('3N', 'E', 9), deal('6N', 'S', 12), deal('2C', 'W', 9)]);
    expect(sheet.deals.map((d) => d.lines.reduce((s, l) => s + l.points, 0))).toEqual([450, 600, 1440, 60]);
    expect(brief(sheet.deals[3].lines)).toEqual([['EW', 'below', 'trick-score', 40], ['EW', 'above', 'overtricks', 20]]);
  });

  it('undertricks, doubled overtricks and slams use the deal\'s vulnerability', () => {
    const sheet = sheetOf([deal('4S', 'E', 9), deal('4S', 'E', 9), deal('1HX', 'S', 9), deal('7C', 'W', 13)]);
    expect(brief(sheet.deals[0].lines)).toEqual([['NS', 'above', 'undertricks', 50]]);
    expect(brief(sheet.deals[1].lines)).toEqual([['NS', 'above', 'undertricks', 100]]);
    expect(brief(sheet.deals[2].lines)).toEqual([['NS', 'below', 'trick-score', 60], ['NS', 'above', 'insult', 50], ['NS', 'above', 'overtricks', 400]]);
    expect(sheet.deals[3].lines.find((l) => l.kind === 'slam-bonus')?.points).toBe(1500);
  });

  it('a passed-out deal is redealt by the same dealer: it uses up no turn', () => {
    const sheet = sheetOf([{ contract: null }, { contract: null }, deal('4H', 'N', 10), { contract: null }]);
    expect(sheet.deals.map((d) => [d.deal, d.turn, d.dealer, d.vul, d.made])).toEqual([
      [1, 1, 'N', 'None', null], [2, 1, 'N', 'None', null], [3, 1, 'N', 'None', true], [4, 2, 'E', 'EW', null],
    ]);
    expect(sheet.played).toBe(1);
    expect(sheet.next).toEqual({ turn: 2, dealer: 'E', vul: 'EW' });
    expect(sheet.finished).toBe(false);
    expect(sheet.winner).toBe(null);
    expect(sheet.deals[2].lines.find((l) => l.kind === 'game-bonus')?.points).toBe(300);
  });

  it('nothing played', () => {
    expect(sheetOf([])).toMatchObject({ played: 0, next: { turn: 1, dealer: 'N', vul: 'None' }, totals: { NS: 0, EW: 0 }, finished: false });
  });

  it('a tie has no winner', () => {
    const sheet = sheetOf([deal('1C', 'N', 7), deal('1C', 'E', 7), deal('1C', 'S', 6), deal('1C', 'W', 6)]);
    expect(sheet.totals.NS).toBe(sheet.totals.EW);
    expect(sheet).toMatchObject({ finished: true, winner: null, leader: null });
  });
});

describe('issues', () => {
  const four = [deal('1N', 'N', 7), deal('1N', 'E', 7), deal('1N', 'S', 7), deal('1N', 'W', 7)];

  it('a fifth deal, even a passed-out one: chicago-over', () => {
    expect(scoreChicago([...four, deal('1N', 'N', 7)])).toEqual({ ok: false, error: { code: 'chicago-over', params: { deal: 5 } } });
    expect(scoreChicago([{ contract: null }, ...four, { contract: null }])).toEqual({ ok: false, error: { code: 'chicago-over', params: { deal: 6 } } });
  });

  it('honours are not scored [I-20]', () => {
    const input: RubberDealInput = { ...deal('4S', 'N', 10), honours: { side: 'NS', points: 100 } };
    expect(scoreChicago([input])).toEqual({ ok: false, error: { code: 'chicago-honours', params: { deal: 1 } } });
  });

  it('bad tricks and missing fields', () => {
    expect(scoreChicago([deal('1N', 'N', 14)])).toEqual({ ok: false, error: { code: 'bad-tricks', params: { deal: 1, tricks: 14 } } });
    expect(scoreChicago([{ contract: c('1N'), tricks: 7 }])).toEqual({ ok: false, error: { code: 'missing-declarer', params: { deal: 1 } } });
  });
});

const contractArb = fc.record({ level: fc.constantFrom(...LEVELS), strain: fc.constantFrom(...STRAINS), risk: fc.constantFrom(...RISKS) });

describe('properties', () => {
  it('a first deal scores as duplicate at its vulnerability, less the 50 for a partscore', () => {
    fc.assert(
      fc.property(contractArb, fc.constantFrom(...SEATS), fc.integer({ min: 0, max: 13 }), (contract, declarer, tricks) => {
        for (const turn of [1, 2, 3, 4] as const) {
          const before = [deal('1C', 'N', 3), deal('1C', 'E', 3), deal('1C', 'S', 3)].slice(0, turn - 1); // sets: no partscores
          const sheet = sheetOf([...before, { contract, declarer, tricks }]);
          const entry = sheet.deals[turn - 1];
          const side = sideOf(declarer);
          const duplicate = scoreContract({ contract, tricks, vulnerable: isVulnerable(chicagoTurn(turn).vul, side) });
          const own = entry.lines.filter((l) => l.side === side).reduce((s, l) => s + l.points, 0);
          const theirs = entry.lines.filter((l) => l.side !== side).reduce((s, l) => s + l.points, 0);
          const partscore = duplicate.lines.some((l) => l.kind === 'partscore-bonus') ? 50 : 0;
          expect(own - theirs).toBe(duplicate.declarerScore - partscore);
        }
      }),
    );
  });
});
