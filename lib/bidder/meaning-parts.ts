// What a call shows, as the lines a page lists under the rule's summary: each a 'bidder.meaning.<kind>' message with
// its range or suits. Example: meaningParts(describeCall('1S P', 2NT)) → [{ key: 'bidder.meaning.hdr', range: '13–15', suits: [] }, …].

import { SUITS, type Suit } from '../bridge/types';
import { rangeText } from './explain';
import type { CallMeaning } from './types';

export interface MeaningPart {
  /** The message: bidder.meaning.hd / hdr / h / qt / length / balanced / stopped / forcing. */
  readonly key: string;
  /** The range a count or a length shows ('13–15', '5+'), as the message's {range}. */
  readonly range?: string;
  /** The suit of a length ({suit}) or the stopped suits ({suits}), spades first; the page names them in its language. */
  readonly suits: readonly Suit[];
}

const RANGES = ['hd', 'hdr', 'h', 'qt'] as const;
const NO_SUITS: readonly Suit[] = [];

/**
 * Everything the meaning bounds, and nothing it does not: a count the call does not show is left out, never printed
 * as a placeholder (a call's meaning holds ranges, not one hand's numbers).
 */
export function meaningParts(meaning: CallMeaning): MeaningPart[] {
  const parts: MeaningPart[] = [];
  for (const key of RANGES) {
    const range = meaning[key];
    if (range) parts.push({ key: `bidder.meaning.${key}`, range: rangeText(range), suits: NO_SUITS });
  }
  for (const suit of SUITS) {
    const range = meaning.lengths?.[suit];
    if (range) parts.push({ key: 'bidder.meaning.length', range: rangeText(range), suits: [suit] });
  }
  if (meaning.balanced) parts.push({ key: 'bidder.meaning.balanced', suits: NO_SUITS });
  if (meaning.stopped?.length) parts.push({ key: 'bidder.meaning.stopped', suits: meaning.stopped });
  if (meaning.forcing) parts.push({ key: 'bidder.meaning.forcing', suits: NO_SUITS });
  return parts;
}
