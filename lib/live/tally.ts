// Counting a problem's votes: a live class's tally (every count shown once the teacher reveals it) and a shared hand's
// poll (shown to whoever has voted; under POLL_MIN_VOTES votes in all nothing is counted out, and a call with fewer
// than that many votes shows no count, so that a small poll names nobody's vote). Calls are canonical text ('1H', 'P').
// Example: tallyOf([{ call: '1H', count: 3 }, { call: '1S', count: 5 }], '1S') → { total: 8, bars: [1S 5 right, 1H 3] }.

import { ALL_CALLS } from '../bridge/auction';
import { parseCall, sameCall } from '../bridge/call';
import { POLL_MIN_VOTES, type Tally } from './live-types';

/** A call's place in the bidding box (P, X, XX, then bids low to high, as ALL_CALLS has them): ties keep that order. */
function boxOrder(text: string): number {
  const call = parseCall(text);
  return call.ok ? ALL_CALLS.findIndex((c) => sameCall(c, call.value)) : ALL_CALLS.length;
}

/** The votes per call as counted (rows of the database), as a tally against the system's call `expected`. */
export function tallyOf(rows: readonly { readonly call: string; readonly count: number }[], expected: string): Tally {
  const merged = new Map<string, number>();
  for (const r of rows) merged.set(r.call, (merged.get(r.call) ?? 0) + r.count);
  const bars = [...merged].map(([call, count]) => ({ call, count, right: call === expected }))
    .sort((a, b) => b.count - a.count || boxOrder(a.call) - boxOrder(b.call));
  return { total: bars.reduce((sum, b) => sum + b.count, 0), bars };
}

/**
 * A poll's tally as a voter sees it: nothing under `min` votes in all (total still said); above, every call, those
 * with fewer than `min` votes without their count and placed after the counted ones.
 */
export function pollTally(rows: readonly { readonly call: string; readonly count: number }[], expected: string, min = POLL_MIN_VOTES): Tally {
  const all = tallyOf(rows, expected);
  if (all.total < min) return { total: all.total, bars: [] };
  const counted = all.bars.filter((b) => (b.count ?? 0) >= min);
  const few = all.bars.filter((b) => (b.count ?? 0) < min).map((b) => ({ ...b, count: null }));
  return { total: all.total, bars: [...counted, ...few] };
}

/** Each bar's share of the votes in whole percent (null for a hidden count), for the bars' widths and labels. */
export function tallyShares(tally: Tally): (number | null)[] {
  return tally.bars.map((b) => (b.count === null || tally.total === 0 ? null : Math.round((100 * b.count) / tally.total)));
}
