// The suit-order procedures of docs/system.md 3 (which suit to open) and 4.1 (responder's new suit), on suit bit sets.
// Example: 4♠ 4♥ 1♦ 4♣ with all three 4-card suits biddable → openingSuit gives hearts, step 2 (seed 000).

import type { HandFacts, SuitIndex } from './hand-facts';

/** Rank of a suit index (clubs 0 … spades 3): SUITS order is spades first. */
export function rankOfIndex(i: number): number {
  return 3 - i;
}

/** The longest suit of `allowed` (bit set), or -1; ties go to the higher-ranking suit. */
export function longestHigher(f: HandFacts, allowed: number): SuitIndex {
  let best = -1;
  for (let i = 0; i < 4; i++) if ((allowed >> i) & 1 && (best < 0 || f.len[i] > f.len[best])) best = i;
  return best as SuitIndex;
}

/** The longest suit of `allowed`, ties to the one with the lowest `cost` (the cheapest bid). */
export function longestCheapest(f: HandFacts, allowed: number, cost: (i: SuitIndex) => number): SuitIndex {
  let best = -1;
  for (let i = 0; i < 4; i++) {
    if (!((allowed >> i) & 1)) continue;
    if (best < 0 || f.len[i] > f.len[best] || (f.len[i] === f.len[best] && cost(i as SuitIndex) < cost(best as SuitIndex))) best = i;
  }
  return best as SuitIndex;
}

export interface OpeningSuit {
  readonly suit: SuitIndex;
  /** Which step of "Redosled licitiranja boja pri Otvoru" chose it (1 longest, 2 after the shortest, 3 no biddable). */
  readonly step: 1 | 2 | 3;
}

/**
 * O-1's suit order: 1. the longest biddable suit, the higher-ranking of two 5+ card suits of equal length;
 * 2. only 4-card biddable suits: from the shortest suit go UP the rank order cyclically (♣→♦→♥→♠→♣) to the
 * first biddable 4-card suit [I-9]; 3. no biddable suit: the longest, the higher-ranking of equals [I-10].
 */
export function openingSuit(f: HandFacts): OpeningSuit {
  const best = longestHigher(f, f.biddable);
  if (best >= 0 && f.len[best] >= 5) return { suit: best as SuitIndex, step: 1 };
  if (best >= 0) {
    // [I-9] the shortest suit, the higher-ranking of equally short ones (SUITS order visits higher first)
    let shortest = 0;
    for (let i = 1; i < 4; i++) if (f.len[i] < f.len[shortest]) shortest = i;
    for (let step = 1; step <= 4; step++) {
      const i = (shortest - step + 4) % 4; // one rank up = one index down (spades = 0), clubs follow spades
      if (f.isBiddable(i as SuitIndex) && f.len[i] === 4) return { suit: i as SuitIndex, step: 2 };
    }
  }
  return { suit: longestHigher(f, 15) as SuitIndex, step: 3 };
}

/**
 * 4.1 "Choosing responder's new suit" among the biddable suits of `allowed`: the longest; two 5+ card suits of
 * equal length: the higher-ranking; only 4-card suits: the cheapest (its bid ranks lowest, `cost`).
 */
export function responderSuit(f: HandFacts, allowed: number, cost: (i: SuitIndex) => number): SuitIndex {
  const candidates = allowed & f.biddable;
  const best = longestHigher(f, candidates);
  if (best < 0 || f.len[best] >= 5) return best;
  let cheapest = -1;
  for (let i = 0; i < 4; i++) {
    if ((candidates >> i) & 1 && f.len[i] === 4 && (cheapest < 0 || cost(i as SuitIndex) < cost(cheapest as SuitIndex))) cheapest = i;
  }
  return cheapest as SuitIndex;
}
