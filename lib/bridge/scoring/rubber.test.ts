import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContract, RISKS, type Contract } from '../contract';
import { LEVELS, SEATS, STRAINS, type Seat, type Side } from '../types';
import { scoreRubber, type RubberDealInput, type RubberSheet, type SheetLine } from './rubber';

function c(text: string): Contract {
  const parsed = parseContract(text);
  if (!parsed.ok) throw new Error(`bad test contract ${text}`);
  return parsed.value;
}

function deal(text: string, declarer: Seat, tricks: number, honours?: { side: Side; points: 100 | 150 }): RubberDealInput {
  return { contract: c(text), declarer, tricks, ...(honours ? { honours } : {}) };
}

function sheetOf(deals: RubberDealInput[]): RubberSheet {
  const result = scoreRubber(deals);
  if (!result.ok) throw new Error(`unexpected issue ${result.error.code}`);
  return result.value;
}

/** A line as [side, place, kind, points], the way a We/They sheet reads. */
const brief = (lines: readonly SheetLine[]) => lines.map((l) => [l.side, l.place, l.kind, l.points]);

describe('seed 000 "Kontrakt bridž", deals a–g', () => {
  const deals = [
    deal('4C', 'S', 11, { side: 'NS', points: 100 }), // a: 80 below, 20 above, N's four honours 100
    deal('3HX', 'S', 8), // b: one down doubled, NS not vulnerable: EW 100
    deal('4N', 'E', 11, { side: 'EW', points: 150 }), // c: 130 below wins a game, 30 above, four aces 150
    deal('1C', 'W', 7), // d: 20 below
    deal('2S', 'N', 10), // e: 60 below, 60 above
    deal('6C', 'S', 12, { side: 'NS', points: 150 }), // f: 120 below wins a game, five honours 150, small slam 500
    deal('2NX', 'N', 9), // g: 140 below wins the rubber, 50 insult, 200 overtrick (vulnerable), rubber 500
  ];
  const sheet = sheetOf(deals);

  it('writes each deal above and below the line as the text describes', () => {
    expect(sheet.deals.map((d) => brief(d.lines))).toEqual([
      [['NS', 'below', 'trick-score', 80], ['NS', 'above', 'overtricks', 20], ['NS', 'above', 'honours', 100]],
      [['EW', 'above', 'undertricks', 100]],
      [['EW', 'below', 'trick-score', 130], ['EW', 'above', 'overtricks', 30], ['EW', 'above', 'honours', 150]],
      [['EW', 'below', 'trick-score', 20]],
      [['NS', 'below', 'trick-score', 60], ['NS', 'above', 'overtricks', 60]],
      [['NS', 'below', 'trick-score', 120], ['NS', 'above', 'slam-bonus', 500], ['NS', 'above', 'honours', 150]],
      [['NS', 'below', 'trick-score', 140], ['NS', 'above', 'insult', 50], ['NS', 'above', 'overtricks', 200], ['NS', 'above', 'rubber-bonus', 500]],
    ]);
  });

  it('draws a line after c and f; vulnerability follows the games', () => {
    expect(sheet.deals.map((d) => d.gameWonBy)).toEqual([null, null, 'EW', null, null, 'NS', 'NS']);
    expect(sheet.deals.map((d) => d.game)).toEqual([1, 1, 1, 2, 2, 2, 3]);
    expect(sheet.deals[3].vulnerable).toEqual({ NS: false, EW: true });
    expect(sheet.deals[6].vulnerable).toEqual({ NS: true, EW: true });
    expect(sheet.below.map((g) => g.wonBy)).toEqual(['EW', 'NS', 'NS']);
  });

  it('NS win the rubber 2:1 with 500; totals from the deals are 1980 to 430', () => {
    // The text prints 1850 to 550, which its own deal-by-deal figures do not add up to.
    expect(sheet.finished).toBe(true);
    expect(sheet.winner).toBe('NS');
    expect(sheet.games).toEqual({ NS: 2, EW: 1 });
    expect(sheet.rubberBonus?.points).toBe(500);
    expect(sheet.unfinishedBonuses).toEqual([]);
    expect(sheet.totals).toEqual({ NS: 1980, EW: 430 });
    expect(sheet.leader).toBe('NS');
    expect(sheet.margin).toBe(1550);
  });

  it('no deal after the rubber: rubber-over', () => {
    const result = scoreRubber([...deals, deal('1N', 'E', 7)]);
    expect(result).toEqual({ ok: false, error: { code: 'rubber-over', params: { deal: 8, last: 7 } } });
  });
});

describe('seed 003 section 12 sheet: We 1050, They 310, +740', () => {
  // One sequence of deals that writes the text's sheet (We = NS): above We 30, 100, 50, 100, 500 and They 150;
  // below game 1 We 120 / They 60, game 2 They 100, game 3 We 90 + 60.
  const sheet = sheetOf([
    deal('2S', 'E', 8), // They 60
    deal('4H', 'N', 11, { side: 'NS', points: 100 }), // We 120 (game) + 30 overtrick, honours 100
    deal('2D', 'W', 7), // They one down, not vulnerable: We 50
    deal('3N', 'E', 9, { side: 'EW', points: 150 }), // They 100 (game), four aces 150
    deal('4S', 'W', 9), // They one down, vulnerable now: We 100
    deal('3S', 'S', 9), // We 90
    deal('2H', 'N', 8), // We 60: 150 below wins the rubber 2:1
  ]);

  it('totals and rubber', () => {
    expect(sheet.totals).toEqual({ NS: 1050, EW: 310 });
    expect(sheet.margin).toBe(740);
    expect(sheet.rubberBonus).toMatchObject({ side: 'NS', points: 500, kind: 'rubber-bonus' });
    expect(sheet.below.map((g) => [g.NS.map((l) => l.points), g.EW.map((l) => l.points), g.wonBy])).toEqual([
      [[120], [60], 'NS'],
      [[], [100], 'EW'],
      [[90, 60], [], 'NS'],
    ]);
  });

  it('the above-the-line columns', () => {
    expect(sheet.above.NS.map((l) => [l.kind, l.points])).toEqual([
      ['overtricks', 30], ['honours', 100], ['undertricks', 50], ['undertricks', 100], ['rubber-bonus', 500],
    ]);
    expect(sheet.above.EW.map((l) => [l.kind, l.points])).toEqual([['honours', 150]]);
  });
});

describe('rubber rules (§9)', () => {
  it('3♥ taking 11: 90 below, 60 above; 4♥ taking 11: 120 below (a game), 30 above (seed 003)', () => {
    expect(brief(sheetOf([deal('3H', 'N', 11)]).deals[0].lines)).toEqual([['NS', 'below', 'trick-score', 90], ['NS', 'above', 'overtricks', 60]]);
    const game = sheetOf([deal('4H', 'N', 11)]);
    expect(brief(game.deals[0].lines)).toEqual([['NS', 'below', 'trick-score', 120], ['NS', 'above', 'overtricks', 30]]);
    expect(game.deals[0].gameWonBy).toBe('NS');
  });

  it('two games to none: 700', () => {
    const sheet = sheetOf([deal('3N', 'N', 9), deal('5D', 'S', 11)]);
    expect(sheet.winner).toBe('NS');
    expect(sheet.rubberBonus?.points).toBe(700);
    expect(sheet.totals).toEqual({ NS: 900, EW: 0 });
  });

  it('a doubled partscore that reaches 100 is a game: 2♥X = 120', () => {
    const sheet = sheetOf([deal('2HX', 'E', 8)]);
    expect(sheet.deals[0].gameWonBy).toBe('EW');
    expect(sheet.vulnerable).toEqual({ NS: false, EW: true });
  });

  it('partscores add up to a game, and a game closes both sides\' partscores', () => {
    const sheet = sheetOf([deal('2S', 'N', 8), deal('2S', 'E', 8), deal('2H', 'S', 8), deal('2S', 'W', 8)]);
    expect(sheet.deals.map((d) => d.gameWonBy)).toEqual([null, null, 'NS', null]);
    // EW's 60 from deal 2 no longer counts: deal 4's 60 does not make 120.
    expect(sheet.below.map((g) => [g.NS.length, g.EW.length, g.wonBy])).toEqual([[2, 1, 'NS'], [0, 1, null]]);
  });

  it('90 below is still a partscore; 80 + 20 = 100 is a game', () => {
    expect(sheetOf([deal('3S', 'N', 9)]).deals[0].gameWonBy).toBe(null);
    expect(sheetOf([deal('4D', 'N', 10), deal('1C', 'S', 7)]).deals.map((d) => d.gameWonBy)).toEqual([null, 'NS']);
  });

  it('vulnerability is the side\'s: undertricks, doubled overtricks, slams', () => {
    const sheet = sheetOf([
      deal('4S', 'N', 10), // NS game: NS vulnerable
      deal('4SX', 'N', 11), // vulnerable doubled overtrick 200, 240 below: second game
    ]);
    expect(brief(sheet.deals[1].lines)).toContainEqual(['NS', 'above', 'overtricks', 200]);
    const sets = sheetOf([deal('4S', 'N', 10), deal('3N', 'S', 7), deal('3N', 'E', 7)]);
    expect(brief(sets.deals[1].lines)).toEqual([['EW', 'above', 'undertricks', 200]]);
    expect(brief(sets.deals[2].lines)).toEqual([['NS', 'above', 'undertricks', 100]]);
    const slam = sheetOf([deal('3N', 'E', 9), deal('6S', 'W', 12)]);
    expect(slam.deals[1].lines.find((l) => l.kind === 'slam-bonus')?.points).toBe(750);
    const grand = sheetOf([deal('7N', 'N', 13)]);
    expect(grand.deals[0].lines.find((l) => l.kind === 'slam-bonus')?.points).toBe(1000);
  });

  it('honours go to the side stated, even the defenders of a set contract', () => {
    const sheet = sheetOf([deal('4H', 'N', 9, { side: 'EW', points: 100 })]);
    expect(brief(sheet.deals[0].lines)).toEqual([['EW', 'above', 'undertricks', 50], ['EW', 'above', 'honours', 100]]);
    const both = sheetOf([deal('4H', 'N', 9, { side: 'NS', points: 150 })]);
    expect(both.totals).toEqual({ NS: 150, EW: 50 });
  });

  it('a passed-out deal writes nothing and keeps the game going', () => {
    const sheet = sheetOf([deal('2S', 'N', 8), { contract: null }, deal('2H', 'S', 8)]);
    expect(sheet.deals[1]).toMatchObject({ made: null, lines: [], gameWonBy: null, game: 1 });
    expect(sheet.deals[2].gameWonBy).toBe('NS');
  });
});

describe('an unfinished rubber (seed 003)', () => {
  it('nothing played: nothing owed, one open game', () => {
    const sheet = sheetOf([]);
    expect(sheet).toMatchObject({ finished: false, winner: null, rubberBonus: null, unfinishedBonuses: [], totals: { NS: 0, EW: 0 }, leader: null, margin: 0 });
    expect(sheet.below).toEqual([{ number: 1, NS: [], EW: [], wonBy: null }]);
  });

  it('300 for a single game, 50 for each side\'s partscore in the open game; totals include them', () => {
    const sheet = sheetOf([deal('3N', 'N', 9), deal('1S', 'E', 7), deal('2C', 'S', 8)]);
    expect(sheet.unfinishedBonuses.map((l) => [l.side, l.kind, l.points, l.deal])).toEqual([
      ['NS', 'unfinished-game', 300, null],
      ['NS', 'unfinished-partscore', 50, null],
      ['EW', 'unfinished-partscore', 50, null],
    ]);
    expect(sheet.totals).toEqual({ NS: 100 + 40 + 300 + 50, EW: 30 + 50 });
    expect(sheet.above.NS).toEqual([]);
  });

  it('one game each: 300 each; a partscore closed by a game earns nothing', () => {
    const sheet = sheetOf([deal('1N', 'E', 7), deal('3N', 'N', 9), deal('4S', 'W', 10)]);
    expect(sheet.unfinishedBonuses.map((l) => [l.side, l.points])).toEqual([['NS', 300], ['EW', 300]]);
    expect(sheet.vulnerable).toEqual({ NS: true, EW: true });
  });
});

describe('issues (params always carry the 1-based deal)', () => {
  it.each([
    [[{ contract: c('4S'), tricks: 10 }], { code: 'missing-declarer', params: { deal: 1 } }],
    [[deal('1N', 'N', 7), { contract: c('4S'), declarer: 'N' }], { code: 'missing-tricks', params: { deal: 2 } }],
    [[deal('4S', 'N', 14)], { code: 'bad-tricks', params: { deal: 1, tricks: 14 } }],
    [[deal('4S', 'N', -1)], { code: 'bad-tricks', params: { deal: 1, tricks: -1 } }],
    [[deal('4S', 'N', 9.5)], { code: 'bad-tricks', params: { deal: 1, tricks: 9.5 } }],
    [[deal('3N', 'N', 9, { side: 'NS', points: 100 })], { code: 'bad-honours', params: { deal: 1, points: 100, contract: 'notrump' } }],
    [[{ contract: null, honours: { side: 'EW', points: 100 } }], { code: 'bad-honours', params: { deal: 1, points: 100, contract: 'pass' } }],
  ] as [RubberDealInput[], unknown][])('%j', (deals, error) => {
    expect(scoreRubber(deals)).toEqual({ ok: false, error });
  });

  it('13 and 0 tricks are fine', () => {
    expect(scoreRubber([deal('7N', 'N', 13), deal('7N', 'E', 0)]).ok).toBe(true);
  });
});

const dealArb: fc.Arbitrary<RubberDealInput> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ contract: null }) },
  {
    weight: 9,
    arbitrary: fc.record({
      contract: fc.record({ level: fc.constantFrom(...LEVELS), strain: fc.constantFrom(...STRAINS), risk: fc.constantFrom(...RISKS) }),
      declarer: fc.constantFrom(...SEATS),
      tricks: fc.integer({ min: 0, max: 13 }),
    }),
  },
);

describe('properties', () => {
  it('the sheet adds up; games, vulnerability and the rubber bonus follow the below-the-line scores', () => {
    fc.assert(
      fc.property(fc.array(dealArb, { maxLength: 12 }), (deals) => {
        const result = scoreRubber(deals);
        const sum = (lines: readonly SheetLine[], side: Side) => lines.filter((l) => l.side === side).reduce((s, l) => s + l.points, 0);
        if (!result.ok) {
          expect(result.error.code).toBe('rubber-over');
          return;
        }
        const sheet = result.value;
        const all = [...sheet.deals.flatMap((d) => d.lines), ...sheet.unfinishedBonuses];
        expect(sheet.totals).toEqual({ NS: sum(all, 'NS'), EW: sum(all, 'EW') });
        for (const game of sheet.below) {
          for (const side of ['NS', 'EW'] as const) expect(sum(game[side], side) >= 100).toBe(game.wonBy === side);
        }
        expect(sheet.games.NS + sheet.games.EW).toBe(sheet.below.filter((g) => g.wonBy !== null).length);
        expect(sheet.finished).toBe(Math.max(sheet.games.NS, sheet.games.EW) === 2);
        if (sheet.winner) expect(sheet.rubberBonus?.points).toBe(sheet.games[sheet.winner === 'NS' ? 'EW' : 'NS'] === 0 ? 700 : 500);
        for (const entry of sheet.deals) {
          expect(entry.lines.every((l) => l.deal === entry.deal)).toBe(true);
          expect(entry.vulnerable).toEqual({
            NS: sheet.deals.slice(0, entry.deal - 1).some((d) => d.gameWonBy === 'NS'),
            EW: sheet.deals.slice(0, entry.deal - 1).some((d) => d.gameWonBy === 'EW'),
          });
        }
      }),
    );
  });
});
