import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContract, RISKS, type Contract } from '../contract';
import { LEVELS, SEATS, STRAINS, VULNERABILITIES, type Seat, type Vulnerability } from '../types';
import { isGame, oddTrickValue, scoreContract, scoreDuplicate, trickScore, undertrickPenalty } from './duplicate';

function contract(text: string): Contract {
  const parsed = parseContract(text);
  if (!parsed.ok) throw new Error(`bad test contract ${text}`);
  return parsed.value;
}

function score(text: string, tricks: number, vulnerable: boolean): number {
  return scoreContract({ contract: contract(text), tricks, vulnerable }).declarerScore;
}

describe('trick score (§9)', () => {
  it.each([
    ['1C', 20], ['5D', 100], ['4D', 80], ['1H', 30], ['4S', 120], ['3S', 90],
    ['1N', 40], ['2N', 70], ['3N', 100], ['7N', 220],
    ['2HX', 120], ['2CX', 80], ['2NX', 140], ['1NXX', 160], ['1CXX', 80],
  ])('%s scores %i below the line', (text, points) => {
    expect(trickScore(contract(text))).toBe(points);
  });

  it('game is 100 or more: 3NT, 4♥, 5♣ and doubled lower contracts that reach it', () => {
    expect(['3N', '4H', '4S', '5C', '5D', '2HX', '1NXX', '3CX'].map((t) => isGame(contract(t)))).toEqual(Array(8).fill(true));
    expect(['2N', '3S', '4D', '1NX', '2CX', '1CXX'].map((t) => isGame(contract(t)))).toEqual(Array(6).fill(false));
  });

  it('no odd tricks, no trick score', () => {
    expect(oddTrickValue('N', 0)).toBe(0);
  });
});

describe('seed 002 worked examples', () => {
  it('2♥X making 9 tricks: 570 not vulnerable, 870 vulnerable', () => {
    expect(score('2HX', 9, false)).toBe(570);
    expect(score('2HX', 9, true)).toBe(870);
  });

  it('2♣X vulnerable making 8 tricks: 180', () => {
    expect(score('2CX', 8, true)).toBe(180);
  });
});

describe('undertricks (§9, seed 003 section 12 tables)', () => {
  it.each([
    [1, 100, 200], [2, 300, 500], [3, 500, 800], [4, 800, 1100], [5, 1100, 1400], [13, 3500, 3800],
  ])('%i down doubled: %i not vulnerable, %i vulnerable', (down, nonVul, vul) => {
    expect(undertrickPenalty(down, 'X', false)).toBe(nonVul);
    expect(undertrickPenalty(down, 'X', true)).toBe(vul);
    expect(undertrickPenalty(down, 'XX', false)).toBe(2 * nonVul);
    expect(undertrickPenalty(down, 'XX', true)).toBe(2 * vul);
  });

  it('undoubled: 50 / 100 each', () => {
    expect(undertrickPenalty(3, '', false)).toBe(150);
    expect(undertrickPenalty(3, '', true)).toBe(300);
  });

  it('5♠XX three down vulnerable costs 1600 (seed 003)', () => {
    expect(score('5SXX', 8, true)).toBe(-1600);
  });

  it('the last made contract and the first set one', () => {
    expect(score('4S', 10, false)).toBe(420);
    expect(score('4S', 9, false)).toBe(-50);
  });
});

describe('seed 000 "Turnirski bridž" deals I–IV, by the current Laws', () => {
  // Vulnerability as the text states it: NS not vulnerable on I, vulnerable on III; EW vulnerable on IV
  // (each side vulnerable twice in four deals).
  const deals: { text: string; declarer: Seat; tricks: number; vul: Vulnerability; ns: number }[] = [
    { text: '3N', declarer: 'N', tricks: 10, vul: 'EW', ns: 430 },
    { text: '2S', declarer: 'S', tricks: 11, vul: 'None', ns: 200 },
    { text: '4D', declarer: 'N', tricks: 7, vul: 'NS', ns: -300 },
    // The text adds 50 for the redoubled insult and gets 1190; the Laws give 100 (§9): 240 + 500 + 400 + 100.
    { text: '2SXX', declarer: 'E', tricks: 9, vul: 'All', ns: -1240 },
  ];

  it.each(deals)('$text by $declarer taking $tricks ($vul): NS $ns', ({ text, declarer, tricks, vul, ns }) => {
    expect(scoreDuplicate({ contract: contract(text), declarer, tricks, vul }).ns).toBe(ns);
  });

  it('totals: NS 630, EW 1540 (the text: 1490 with the old redouble bonus)', () => {
    const results = deals.map((d) => scoreDuplicate({ contract: contract(d.text), declarer: d.declarer, tricks: d.tricks, vul: d.vul }).ns);
    expect(results.filter((n) => n > 0).reduce((a, b) => a + b, 0)).toBe(630);
    expect(-results.filter((n) => n < 0).reduce((a, b) => a + b, 0)).toBe(1540);
  });
});

describe('every line kind', () => {
  it.each([
    ['2S', 8, false, [['trick-score', 60, { level: 2, strain: 'S', risk: 'undoubled' }], ['partscore-bonus', 50, {}]]],
    ['3N', 10, true, [['trick-score', 100, { level: 3, strain: 'N', risk: 'undoubled' }], ['game-bonus', 500, { vul: 'vul' }], ['overtricks', 30, { tricks: 1, each: 30, risk: 'undoubled' }]]],
    ['6D', 13, false, [['trick-score', 120, { level: 6, strain: 'D', risk: 'undoubled' }], ['game-bonus', 300, { vul: 'nonvul' }], ['slam-bonus', 500, { slam: 'small', vul: 'nonvul' }], ['overtricks', 20, { tricks: 1, each: 20, risk: 'undoubled' }]]],
    ['7HX', 13, true, [['trick-score', 420, { level: 7, strain: 'H', risk: 'doubled' }], ['game-bonus', 500, { vul: 'vul' }], ['slam-bonus', 1500, { slam: 'grand', vul: 'vul' }], ['insult', 50, { risk: 'doubled' }]]],
    ['1NXX', 9, true, [['trick-score', 160, { level: 1, strain: 'N', risk: 'redoubled' }], ['game-bonus', 500, { vul: 'vul' }], ['insult', 100, { risk: 'redoubled' }], ['overtricks', 800, { tricks: 2, each: 400, risk: 'redoubled' }]]],
    ['4HX', 8, false, [['undertricks', 300, { tricks: 2, risk: 'doubled', vul: 'nonvul' }]]],
  ] as const)('%s taking %i (vulnerable %s)', (text, tricks, vulnerable, expected) => {
    const result = scoreContract({ contract: contract(text), tricks, vulnerable });
    expect(result.lines.map((l) => [l.kind, l.points, l.params])).toEqual(expected);
    const sum = result.lines.reduce((s, l) => s + l.points, 0);
    expect(result.declarerScore).toBe(result.made ? sum : -sum);
  });

  it('throws on impossible tricks (a programmer error: input is validated first)', () => {
    expect(() => scoreContract({ contract: contract('1N'), tricks: 14, vulnerable: false })).toThrow(RangeError);
    expect(() => scoreContract({ contract: contract('1N'), tricks: 7.5, vulnerable: false })).toThrow(RangeError);
  });
});

const contractArb = fc.record({
  level: fc.constantFrom(...LEVELS),
  strain: fc.constantFrom(...STRAINS),
  risk: fc.constantFrom(...RISKS),
});

describe('properties', () => {
  it('made contracts score > 0 for declarer, sets < 0', () => {
    fc.assert(
      fc.property(contractArb, fc.integer({ min: 0, max: 13 }), fc.boolean(), (c, tricks, vulnerable) => {
        const result = scoreContract({ contract: c, tricks, vulnerable });
        expect(result.made).toBe(tricks >= 6 + c.level);
        expect(Math.sign(result.declarerScore)).toBe(result.made ? 1 : -1);
      }),
    );
  });

  it('more tricks never score less', () => {
    fc.assert(
      fc.property(contractArb, fc.integer({ min: 0, max: 12 }), fc.boolean(), (c, tricks, vulnerable) => {
        const fewer = scoreContract({ contract: c, tricks, vulnerable }).declarerScore;
        const more = scoreContract({ contract: c, tricks: tricks + 1, vulnerable }).declarerScore;
        expect(more).toBeGreaterThan(fewer);
      }),
    );
  });

  it('NS and EW perspectives are symmetric', () => {
    const swap: Record<Vulnerability, Vulnerability> = { None: 'None', NS: 'EW', EW: 'NS', All: 'All' };
    fc.assert(
      fc.property(contractArb, fc.constantFrom(...SEATS), fc.integer({ min: 0, max: 13 }), fc.constantFrom(...VULNERABILITIES), (c, seat, tricks, vul) => {
        const here = scoreDuplicate({ contract: c, declarer: seat, tricks, vul });
        const rotated = scoreDuplicate({ contract: c, declarer: SEATS[(SEATS.indexOf(seat) + 1) % 4], tricks, vul: swap[vul] });
        expect(rotated.ns).toBe(-here.ns);
        expect(rotated.declarerScore).toBe(here.declarerScore);
        expect(here.ns).toBe(seat === 'N' || seat === 'S' ? here.declarerScore : -here.declarerScore);
      }),
    );
  });

  it('doubling never lowers the penalty and never lowers a made score', () => {
    fc.assert(
      fc.property(contractArb, fc.integer({ min: 0, max: 13 }), fc.boolean(), (c, tricks, vulnerable) => {
        const scores = RISKS.map((risk) => scoreContract({ contract: { ...c, risk }, tricks, vulnerable }).declarerScore);
        if (tricks >= 6 + c.level) expect(scores).toEqual([...scores].sort((a, b) => a - b));
        else expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }),
    );
  });
});
