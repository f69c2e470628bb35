// One hand's counts, computed once per advice and only when a rule first asks (HD, QT, HDr per trump suit…).
// Example: new HandFacts(parseHand('AKQ74.42.A985.AJ')).hd → 20; .len[0] → 5 (spades, SUITS order).

import { maskLength } from '../bridge/hand';
import { ACE, KING, SUITS, type Hand, type Suit } from '../bridge/types';
import { hdPoints } from '../evaluation/hd-count';
import { distributionPoints, HONOUR_POINTS_TABLE } from '../evaluation/points';
import { playingTricks } from '../evaluation/playing-tricks';
import { quickTrickTotal } from '../evaluation/quick-tricks';
import { responderPoints } from '../evaluation/responder-count';
import { isBalancedLengths, shapeTextOfLengths } from '../evaluation/shape';
import { STOPPED_TABLE } from '../evaluation/stoppers';
import { BIDDABLE_TABLE, REBIDDABLE_TABLE, SUPPORT_TABLE } from '../evaluation/suit-quality';

/** Suit index in SUITS order (0 spades … 3 clubs); -1 where a chooser found no suit. */
export type SuitIndex = number;

const SUIT_OF: readonly Suit[] = SUITS;

export function indexOfSuit(suit: Suit): SuitIndex {
  return suit === 'S' ? 0 : suit === 'H' ? 1 : suit === 'D' ? 2 : 3;
}

const UNSET = -99;

/** Lazily computed facts about one hand; every count is computed at most once. */
export class HandFacts {
  readonly hand: Hand;
  /** Suit lengths in SUITS order. */
  readonly len: readonly [number, number, number, number];
  /** Bit sets over SUITS order (bit 0 = spades): E-BIDDABLE, E-REBID, E-SUPPORT, E-STOP. */
  readonly biddable: number;
  readonly rebiddable: number;
  readonly supports: number;
  readonly stopped: number;
  private hdValue = UNSET;
  private qtValue = UNSET;
  private hValue = UNSET;
  private readonly hdr = [UNSET, UNSET, UNSET, UNSET];

  constructor(hand: Hand) {
    const m = hand.suits;
    this.hand = hand;
    this.len = [maskLength(m[0]), maskLength(m[1]), maskLength(m[2]), maskLength(m[3])];
    this.biddable = bits(m, BIDDABLE_TABLE);
    this.rebiddable = bits(m, REBIDDABLE_TABLE);
    this.supports = bits(m, SUPPORT_TABLE);
    this.stopped = bits(m, STOPPED_TABLE);
  }

  /** E-HD, the opening count. */
  get hd(): number {
    if (this.hdValue === UNSET) this.hdValue = hdPoints(this.hand);
    return this.hdValue;
  }

  /** E-H. */
  get h(): number {
    if (this.hValue === UNSET) {
      const m = this.hand.suits;
      this.hValue = HONOUR_POINTS_TABLE[m[0]] + HONOUR_POINTS_TABLE[m[1]] + HONOUR_POINTS_TABLE[m[2]] + HONOUR_POINTS_TABLE[m[3]];
    }
    return this.hValue;
  }

  /** E-QT. */
  get qt(): number {
    if (this.qtValue === UNSET) this.qtValue = quickTrickTotal(this.hand);
    return this.qtValue;
  }

  /** B-71: the hand's playing tricks (the rule of 2 and 3 for a defender's own suit at the three level or higher). */
  get playingTricks(): number {
    return playingTricks(this.hand);
  }

  /** E-D of the opening count. */
  get d(): number {
    return distributionPoints(this.hand);
  }

  get balanced(): boolean {
    const l = this.len;
    return isBalancedLengths(l[0], l[1], l[2], l[3]);
  }

  get shape(): string {
    const l = this.len;
    return shapeTextOfLengths(l[0], l[1], l[2], l[3]);
  }

  /** E-RESP with `trump` as trumps. */
  hdrFor(trump: SuitIndex): number {
    if (this.hdr[trump] === UNSET) this.hdr[trump] = responderPoints(this.hand, SUIT_OF[trump]);
    return this.hdr[trump];
  }

  /** E-H of one suit. */
  suitH(i: SuitIndex): number {
    return HONOUR_POINTS_TABLE[this.hand.suits[i]];
  }

  isBiddable(i: SuitIndex): boolean {
    return (this.biddable >> i) & 1 ? true : false;
  }

  isRebiddable(i: SuitIndex): boolean {
    return (this.rebiddable >> i) & 1 ? true : false;
  }

  hasSupport(i: SuitIndex): boolean {
    return (this.supports >> i) & 1 ? true : false;
  }

  isStopped(i: SuitIndex): boolean {
    return (this.stopped >> i) & 1 ? true : false;
  }

  /** Aces held (for Blackwood, BW-ACES). */
  get aces(): number {
    return countRank(this.hand, ACE);
  }

  /** Kings held (BW-KINGS). */
  get kings(): number {
    return countRank(this.hand, KING);
  }

  /** Cards among the top five honours (A K Q J T) of a suit: ADV-X's penalty pass. */
  topHonours(i: SuitIndex): number {
    return maskLength(this.hand.suits[i] >> 8);
  }
}

function bits(m: readonly number[], table: Uint8Array): number {
  return table[m[0]] | (table[m[1]] << 1) | (table[m[2]] << 2) | (table[m[3]] << 3);
}

function countRank(hand: Hand, rank: number): number {
  let n = 0;
  for (const mask of hand.suits) n += (mask >> rank) & 1;
  return n;
}
