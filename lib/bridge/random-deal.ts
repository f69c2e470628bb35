// Seeded random deals: the same seed gives the same deal on every machine (xoroshiro128+ from pure-rand).
// Example: randomDeal(42) → a Deal; createDealer(42).next() gives the same deal, then the next ones.

import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { Deal, Hand } from './types';

export interface DealGenerator {
  /** The next deal of the stream. */
  next(): Deal;
}

const WORD = 0x8000_0000; // 2^31: outputs are used as 31-bit numbers
const MAX_PRODUCT = 0x1000_0000; // 2^28

/**
 * Fisher–Yates over 52 cards needs 51 bounded indexes, j ∈ [0, b) for b = 52 … 2. Consecutive bounds are
 * grouped while their product P stays within 2^28: one 31-bit output below the largest multiple of P is a
 * uniform number in [0, P) whose mixed-radix digits are independent uniform indexes (outputs above it are
 * drawn again, so nothing is biased). 31 bits keep the arithmetic in small integers (fast in V8); the 2^28
 * cap keeps redraws rare. 51 indexes cost about 9.2 outputs instead of 51.
 */
export interface IndexGroup {
  readonly bounds: readonly number[];
  readonly product: number;
  /** 31-bit outputs at or above this are drawn again: the largest multiple of product not above 2^31. */
  readonly limit: number;
}

function makeGroups(): IndexGroup[] {
  const groups: IndexGroup[] = [];
  let bounds: number[] = [];
  let product = 1;
  for (let b = 52; b >= 2; b--) {
    if (product * b > MAX_PRODUCT) {
      groups.push({ bounds, product, limit: Math.floor(WORD / product) * product });
      bounds = [];
      product = 1;
    }
    bounds.push(b);
    product *= b;
  }
  groups.push({ bounds, product, limit: Math.floor(WORD / product) * product });
  return groups;
}

export const INDEX_GROUPS: readonly IndexGroup[] = makeGroups();

// Flattened for the hot loop.
const GROUP_SIZES = Int32Array.from(INDEX_GROUPS, (g) => g.bounds.length);
const GROUP_LIMITS = Int32Array.from(INDEX_GROUPS, (g) => g.limit);

/** A card in the deck is suit << 4 | rank: suit in SUITS order (spades first), rank = its bit in the mask. */
const FRESH_DECK = Uint8Array.from({ length: 52 }, (_, c) => (Math.floor(c / 13) << 4) | c % 13);
/** masks index of the first suit of the seat that receives deck position p (0–12 North … 39–51 West). */
const SEAT_BASE = Uint8Array.from({ length: 52 }, (_, p) => Math.floor(p / 13) * 4);

/** murmur3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}

/**
 * pure-rand's own seeding puts the seed straight into the state, so the first outputs of seeds n and n + 1
 * are nearly equal, and so would be their first deals. Each state word is instead a bijective mix of the seed
 * (distinct seeds → distinct states; the four words are never all zero).
 */
export function seededRandom(seed: number) {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be a whole number, not ${seed}`);
  const s = seed | 0; // seeds are read modulo 2^32
  return xoroshiro128plusFromState([1, 2, 3, 4].map((k) => mix32((s + Math.imul(k, 0x9e3779b9)) | 0)));
}

/**
 * A stream of uniformly random deals. Seeds are read modulo 2^32 (0 … 4294967295 are all distinct).
 * The deck is kept between deals: a Fisher–Yates shuffle is uniform from any starting order. Each
 * output is used without its lowest bit, the weakest bit of xoroshiro128+.
 */
export function createDealer(seed: number): DealGenerator {
  const rng = seededRandom(seed);
  const deck = FRESH_DECK.slice();
  const masks = new Int32Array(16); // seat * 4 + suit
  const groupCount = GROUP_SIZES.length;

  function next(): Deal {
    for (let m = 0; m < 16; m++) masks[m] = 0;
    let i = 51;
    for (let g = 0; g < groupCount; g++) {
      const limit = GROUP_LIMITS[g];
      let x = rng.next() >>> 1;
      while (x >= limit) x = rng.next() >>> 1;
      for (let k = GROUP_SIZES[g]; k > 0; k--) {
        const b = i + 1;
        const j = x % b;
        x = (x / b) | 0;
        const card = deck[j];
        deck[j] = deck[i];
        deck[i] = card;
        // position i is final now: give its card to the seat that holds that position
        masks[SEAT_BASE[i] + (card >> 4)] |= 1 << (card & 15);
        i--;
      }
    }
    const last = deck[0];
    masks[last >> 4] |= 1 << (last & 15); // position 0: North
    return {
      hands: [hand(masks, 0), hand(masks, 4), hand(masks, 8), hand(masks, 12)],
    };
  }

  return { next };
}

function hand(masks: Int32Array, at: number): Hand {
  return { suits: [masks[at], masks[at + 1], masks[at + 2], masks[at + 3]] };
}

export function randomDeal(seed: number): Deal {
  return createDealer(seed).next();
}

/** The first `count` deals of the stream of `seed`. */
export function randomDeals(seed: number, count: number): Deal[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`count must be a whole number ≥ 0, not ${count}`);
  const dealer = createDealer(seed);
  const deals: Deal[] = [];
  for (let n = 0; n < count; n++) deals.push(dealer.next());
  return deals;
}
