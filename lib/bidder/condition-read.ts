// Conditions read backwards (describeCall, the bidder's history): what a row's condition shows about the hand,
// or false when it cannot hold in this auction. Example: { k: 'hd', min: 19, max: 21 } → { hd: [19, 21] }.

import { SUITS, type Suit } from '../bridge/types';
import { BANDS, cardsSuit, ntTop, stateCondition } from './conditions';
import { NO_MIN } from './explain';
import { strainRank } from './levels';
import type { Condition, Range, Reading, View } from './types';

function range(min: number | undefined, max: number | undefined): Range {
  return [min ?? NO_MIN, max ?? null];
}

/** Readings that depend on the condition alone, built once per condition (read runs for every earlier call). */
const STATIC_READINGS = new WeakMap<Condition, Reading>();

function staticReading(c: Condition & { min?: number; max?: number }, build: () => Reading): Reading {
  let r = STATIC_READINGS.get(c);
  if (!r) STATIC_READINGS.set(c, (r = Object.freeze(build())));
  return r;
}

/** What a condition shows when the call was made; false when it cannot hold in this auction. */
export function read(c: Condition, view: View): Reading | false {
  const sit = view.sit;
  switch (c.k) {
    case 'hd':
      return staticReading(c, () => ({ hd: range(c.min, c.max) }));
    case 'h':
      return staticReading(c, () => ({ h: range(c.min, c.max) }));
    case 'qt':
      return staticReading(c, () => ({ qt: range(c.min, c.max) }));
    case 'hdr':
      return staticReading(c, () => ({ hdr: range(c.min, c.max) }));
    case 'own':
      return sit.countsHdr ? { hdr: range(c.min, c.max) } : { hd: range(c.min, c.max) };
    case 'sum': {
      const own = range(c.min === undefined ? undefined : c.min - sit.partnerShown, c.max === undefined ? undefined : c.max - sit.partnerShown);
      return sit.countsHdr ? { hdr: own } : { hd: own };
    }
    case 'balanced':
      return staticReading(c, () => ({ balanced: true }));
    case 'stopped': {
      const stopped = SUITS.filter((s, i) => !(c.scope === 'others' && s === sit.trump) && !(c.scope === 'theirs' && !((sit.oppSuits >> i) & 1)));
      return stopped.length > 0 ? { stopped } : {};
    }
    case 'support':
    case 'trumps':
      return sit.trump ? { lengths: { [sit.trump]: [c.k === 'trumps' ? c.min : 3, null] } } : {};
    case 'cards':
      return { lengths: { [SUITS[cardsSuit(c.in, sit)]]: [c.min, null] } };
    case 'rebiddable':
      return { lengths: { [SUITS[cardsSuit('opening', sit)]]: [5, null] } };
    case 'open-strength':
      return { hd: [sit.thirdSeat ? 11 : 13, null] };
    case 'band':
      return staticReading(c, () => ({ hd: BANDS[c.band] }));
    case 'higher-biddable': {
      const opened = sit.opening!.strain;
      const lengths: Partial<Record<Suit, Range>> = {};
      for (const s of SUITS) if (strainRank(s) > strainRank(opened)) lengths[s] = [4, null];
      return { lengths };
    }
    case 'opp-short':
      return { lengths: { [sit.opening!.strain]: [0, c.max] } };
    case 'others-long': {
      const lengths: Partial<Record<Suit, Range>> = {};
      for (const s of SUITS) if (s !== sit.opening!.strain) lengths[s] = [c.min, null];
      return { lengths };
    }
    case 'penalty':
      return { lengths: { [sit.opening!.strain]: [5, null] } };
    case 'prefer-first':
      return sit.partnerSuits.length >= 2 ? {} : false;
    case 'no-misfit': {
      const lengths: Partial<Record<Suit, Range>> = {};
      SUITS.forEach((s, i) => {
        if (((sit.partnerTwice >> i) & 1) === 1) lengths[s] = [2, null];
      });
      return { lengths };
    }
    case 'top-of-range':
      return { hd: [ntTop(sit), null] };
    case 'fit':
    case 'aces-missing':
    case 'grand':
      return {};
    case 'agreed':
      if (sit.agreed) return {};
      return c.support && sit.partnerSuits.length > 0 ? { lengths: { [sit.partnerSuits[sit.partnerSuits.length - 1]]: [3, null] } } : false;
    default:
      return stateCondition(c, view) ? {} : false;
  }
}
