import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCall, contractOf, isComplete } from '../bridge/auction';
import { handOf, validateDeal } from '../bridge/deal';
import { scoreContract } from '../bridge/scoring/duplicate';
import type { Suit } from '../bridge/types';
import { evaluateHand, responderPoints } from '../evaluation';
import { chicagoTurn, scoreChicago } from '../bridge/scoring/chicago';
import { scoreRubber } from '../bridge/scoring/rubber';
import { sideOf } from '../bridge/types';
import { itemCode, itemFromCode } from './item-code';
import { quizItem, type QuizItem } from './item';
import type { SheetLine } from '../bridge/scoring/sheet';
import type { Result } from '../result';

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('evaluate items', () => {
  it('hold a seeded hand and its H, D, HD and quick tricks from lib/evaluation, and HDr when partner opened a suit', () => {
    let withTrump = 0;
    fc.assert(fc.property(seeds, (seed) => {
      const item = quizItem('evaluate', seed);
      expect(validateDeal(item.deal).ok).toBe(true);
      const hand = handOf(item.deal, item.seat);
      const e = evaluateHand(hand);
      const { trump } = item.expected as { trump: Suit | null };
      const hdr = trump === null ? null : responderPoints(hand, trump);
      expect(item.expected).toEqual({ kind: 'evaluate', h: e.h, d: e.d, hd: e.hd, qt: e.qt, trump, hdr });
      if (trump) withTrump += 1;
      expect(item.nearMiss).toBe(false);
    }), { numRuns: 100 });
    // about half of the items give partner's suit and ask for HDr
    expect(withTrump).toBeGreaterThan(25);
    expect(withTrump).toBeLessThan(75);
  });
});

describe('legal items', () => {
  it('name the first illegal call and its code, or "legal" with the final contract', () => {
    let illegal = 0;
    fc.assert(fc.property(seeds, (seed) => {
      const item = quizItem('legal', seed);
      const e = item.expected;
      if (e.kind !== 'legal') throw new Error('not a legal item');
      const end = e.index ?? item.calls.length;
      for (let i = 0; i < end; i++) expect(checkCall({ dealer: item.dealer, calls: item.calls.slice(0, i) }, item.calls[i])).toBeNull();
      if (e.index === null) {
        expect(e.code).toBe('legal');
        expect(isComplete({ dealer: item.dealer, calls: item.calls })).toBe(true);
        expect(e.contract).toEqual(contractOf({ dealer: item.dealer, calls: item.calls }));
      } else if (e.code !== 'incomplete') {
        illegal++;
        expect(checkCall({ dealer: item.dealer, calls: item.calls.slice(0, e.index) }, item.calls[e.index])?.code).toBe(e.code);
      }
    }), { numRuns: 200 });
    expect(illegal).toBeGreaterThan(50); // about half the auctions hold an illegal call
  });
});

describe('score items', () => {
  it('hold the bidder\'s contract, a result and (outside a Chicago or rubber) its duplicate score from lib/bridge/scoring', () => {
    fc.assert(fc.property(seeds, (seed) => {
      const item = quizItem('score', seed);
      const e = item.expected;
      if (e.kind !== 'score') throw new Error('not a score item');
      const reached = contractOf({ dealer: item.dealer, calls: item.calls });
      expect(reached).toMatchObject({ ...e.contract, declarer: e.declarer });
      if (e.chicago === null && e.rubber === null) expect(e.score).toBe(scoreContract({ contract: e.contract, tricks: e.tricks, vulnerable: e.vulnerable }).declarerScore);
    }), { numRuns: 100 });
  });
});

/** The item's answer is what its last deal writes on the sheet, from declarer's side; its share code remakes it. */
function expectSheetScore(item: QuizItem, sheet: Result<{ deals: readonly { lines: readonly SheetLine[] }[] }, unknown>): void {
  const e = item.expected;
  if (e.kind !== 'score' || !sheet.ok) throw new Error('not a valid sheet');
  const last = sheet.value.deals[sheet.value.deals.length - 1];
  const side = sideOf(e.declarer);
  expect(e.score).toBe(last.lines.reduce((sum, l) => sum + (l.side === side ? l.points : -l.points), 0));
  expect(itemFromCode(itemCode(item))).toEqual({ ok: true, value: item });
}

describe('Chicago score items', () => {
  it('are about a third of the score items: deal 2–4 of a Chicago with its turn’s dealer and vulnerability, scored as the sheet writes this deal', () => {
    let chicago = 0;
    for (let seed = 0; seed < 120; seed++) {
      const item = quizItem('score', seed);
      const e = item.expected;
      if (e.kind !== 'score' || e.chicago === null) continue;
      chicago += 1;
      expect(chicagoTurn(e.chicago.turn)).toEqual({ dealer: item.dealer, vul: item.vul });
      expect(e.chicago.before).toHaveLength(e.chicago.turn - 1);
      expectSheetScore(item, scoreChicago([...e.chicago.before, { contract: e.contract, declarer: e.declarer, tricks: e.tricks }]));
    }
    expect(chicago).toBeGreaterThan(25);
    expect(chicago).toBeLessThan(60);
  });

  it('count a game bonus when a carried partscore and this deal make a game', () => {
    const found = Array.from({ length: 400 }, (_, seed) => quizItem('score', seed)).find((item) => {
      const e = item.expected;
      if (e.kind !== 'score' || !e.chicago) return false;
      const alone = scoreContract({ contract: e.contract, tricks: e.tricks, vulnerable: e.vulnerable });
      return alone.made && !alone.lines.some((l) => l.kind === 'game-bonus') && e.score > alone.declarerScore;
    });
    expect(found).toBeDefined();
  });
});

describe('rubber score items', () => {
  it('are about a third of the score items: a deal of an open rubber, its vulnerability from the games won, scored as the sheet writes this deal', () => {
    let rubbers = 0;
    for (let seed = 0; seed < 120; seed++) {
      const item = quizItem('score', seed);
      const e = item.expected;
      if (e.kind !== 'score' || e.rubber === null) continue;
      rubbers += 1;
      expect(e.chicago).toBeNull();
      const before = scoreRubber(e.rubber.before);
      if (!before.ok) throw new Error('not a valid rubber');
      expect(before.value.winner).toBeNull();
      const { NS, EW } = before.value.vulnerable;
      expect(item.vul).toBe(NS && EW ? 'All' : NS ? 'NS' : EW ? 'EW' : 'None');
      expectSheetScore(item, scoreRubber([...e.rubber.before, { contract: e.contract, declarer: e.declarer, tricks: e.tricks }]));
    }
    expect(rubbers).toBeGreaterThan(25);
    expect(rubbers).toBeLessThan(60);
  });

  it('count the rubber bonus when this deal wins the rubber', () => {
    const found = Array.from({ length: 600 }, (_, seed) => quizItem('score', seed)).find((item) => {
      const e = item.expected;
      return e.kind === 'score' && e.rubber !== null && e.score >= 700;
    });
    expect(found).toBeDefined();
  });
});
