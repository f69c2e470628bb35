import { describe, expect, it } from 'vitest';
import { makeCall, PASS } from '../bridge/call';
import { shapeOf } from '../bridge/hand';
import { createDealer } from '../bridge/random-deal';
import { SUITS, type Bid, type Call, type Hand, type Suit } from '../bridge/types';
import { hasSupport, honourPoints, isBalanced, isBiddable, isStopped, responderPoints } from '../evaluation';
import { advise } from './advise';

// An independent, straightforward reading of docs/system.md 4.1, written out row by row: the rule the responder's
// answer must come from is the first row whose conditions hold (no interference: every call is legal).

const RANK: Record<Suit, number> = { C: 0, D: 1, H: 2, S: 3 };

function at(level: number, strain: Bid['strain']): Call {
  return { kind: 'bid', level: level as Bid['level'], strain };
}

function expected41(hand: Hand, opening: Bid): { rule: string; call: Call } {
  const trump = opening.strain as Suit;
  const lengths = Object.fromEntries(SUITS.map((s, i) => [s, shapeOf(hand)[i]])) as Record<Suit, number>;
  const hdr = responderPoints(hand, trump);
  const support = hasSupport(hand, trump);
  const level = (s: Suit) => (RANK[s] > RANK[trump] ? opening.level : opening.level + 1); // the cheapest level
  const others = SUITS.filter((s) => s !== trump && isBiddable(hand, s));
  // "the longest biddable suit; two 5+ card suits of equal length: the higher-ranking; only 4-card suits: the cheapest"
  const choose = (suits: Suit[]): Suit | null => {
    if (suits.length === 0) return null;
    const longest = Math.max(...suits.map((s) => lengths[s]));
    const tied = suits.filter((s) => lengths[s] === longest);
    if (longest >= 5) return tied.sort((a, b) => RANK[b] - RANK[a])[0];
    return tied.sort((a, b) => level(a) * 5 + RANK[a] - (level(b) * 5 + RANK[b]))[0];
  };
  if (hdr <= 5) return { rule: 'R-PASS', call: PASS };
  if (lengths[trump] >= 5 && honourPoints(hand) >= 9 && hdr <= 16) return { rule: 'R-RAISE4', call: at(opening.level + 3, trump) };
  if (support && hdr >= 13 && hdr <= 16) return { rule: 'R-RAISE3', call: at(opening.level + 2, trump) };
  if (support && hdr >= 7 && hdr <= 12) return { rule: 'R-RAISE2', call: at(opening.level + 1, trump) };
  const jump = choose(others);
  if (hdr >= 18 && jump) return { rule: 'R-JUMP', call: at(level(jump) + 1, jump) };
  const othersStopped = SUITS.every((s) => s === trump || isStopped(hand, s));
  if (hdr >= 13 && hdr <= 15 && isBalanced(hand) && othersStopped) return { rule: 'R-2NT', call: at(opening.level + 1, 'N') };
  // B-75: R-NEW1 at the opening's own level (over the natural 2♣, the two level), R-NEW2 one above
  const one = choose(others.filter((s) => level(s) === opening.level));
  if (hdr >= 6 && one) return { rule: 'R-NEW1', call: at(opening.level, one) };
  const two = choose(others.filter((s) => level(s) === opening.level + 1));
  if (hdr >= 10 && two) return { rule: 'R-NEW2', call: at(opening.level + 1, two) };
  if (hdr >= 6 && hdr <= 12) return { rule: 'R-1NT', call: at(opening.level, 'N') };
  if (support && hdr >= 13) return { rule: 'R-FALLBACK', call: at(RANK[trump] >= 2 ? 4 : 5, trump) };
  if (hdr >= 13) return { rule: 'R-FALLBACK', call: at(3, 'N') };
  const longest = [...SUITS].sort((a, b) => lengths[b] - lengths[a] || RANK[b] - RANK[a])[0];
  return { rule: 'R-FALLBACK', call: at(level(longest), longest) };
}

describe('responder\'s answer follows the order of the 4.1 table', () => {
  const openings: Bid[] = [at(1, 'D'), at(1, 'H'), at(1, 'S'), at(2, 'C')] as Bid[];
  it.each(openings.map((o) => [makeCall(o), o] as const))('over %s, 2,000 random hands', (_name, opening) => {
    const dealer = createDealer(4100 + opening.level * 10 + RANK[opening.strain as Suit]);
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const hand = dealer.next().hands[2]; // South answers North's opening
      const advice = advise({ hand, auction: { dealer: 'N', calls: [opening, PASS] }, vul: 'None' });
      const want = expected41(hand, opening);
      expect({ rule: advice.rule, call: makeCall(advice.call) }).toEqual({ rule: want.rule, call: makeCall(want.call) });
      // every row before the chosen one was tried and rejected, in the table's order
      expect(advice.rejected.every((r) => r.rule.startsWith('R-'))).toBe(true);
      seen.add(advice.rule);
    }
    expect(seen.size).toBeGreaterThanOrEqual(7); // the random hands reach most rows of the table
  });
});
