import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCall, contractOf, isComplete } from '../bridge/auction';
import { handOf, validateDeal } from '../bridge/deal';
import { scoreContract } from '../bridge/scoring/duplicate';
import type { Suit } from '../bridge/types';
import { evaluateHand, responderPoints } from '../evaluation';
import { quizItem } from './item';

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
  it('hold the bidder\'s contract, a result and its duplicate score from lib/bridge/scoring', () => {
    fc.assert(fc.property(seeds, (seed) => {
      const item = quizItem('score', seed);
      const e = item.expected;
      if (e.kind !== 'score') throw new Error('not a score item');
      const reached = contractOf({ dealer: item.dealer, calls: item.calls });
      expect(reached).toMatchObject({ ...e.contract, declarer: e.declarer });
      expect(e.score).toBe(scoreContract({ contract: e.contract, tricks: e.tricks, vulnerable: e.vulnerable }).declarerScore);
    }), { numRuns: 100 });
  });
});
