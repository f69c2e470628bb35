// The vocabulary of the game: suits, ranks, seats, strains, calls; one source for lists and types.
// Example: SUITS[0] === 'S' (PBN order), STRAINS[4] === 'N' (bidding order, low to high).

export const SUITS = ['S', 'H', 'D', 'C'] as const; // PBN order, the only stored order
export type Suit = (typeof SUITS)[number];
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** Ranks low to high; a rank's index is its bit in a suit mask (2 → bit 0, A → bit 12). */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

/** A rank as people read it: the ten as 10 (PBN writes T). Example: rankText('T') === '10'; rankText('K') === 'K'. */
export function rankText(rank: Rank): string {
  return rank === 'T' ? '10' : rank;
}
export const ACE = 12;
export const KING = 11;
export const QUEEN = 10;
export const JACK = 9;
export const TEN = 8;

export const SEATS = ['N', 'E', 'S', 'W'] as const; // clockwise, A-ORDER
export type Seat = (typeof SEATS)[number];

export const STRAINS = ['C', 'D', 'H', 'S', 'N'] as const; // bidding order, low to high (A-SUFF)
export type Strain = (typeof STRAINS)[number];
export const STRAIN_SYMBOLS: Readonly<Record<Strain, string>> = { C: '♣', D: '♦', H: '♥', S: '♠', N: 'NT' };

export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Level = (typeof LEVELS)[number];

export type Call =
  | { readonly kind: 'bid'; readonly level: Level; readonly strain: Strain }
  | { readonly kind: 'pass' }
  | { readonly kind: 'double' }
  | { readonly kind: 'redouble' };
export type Bid = Extract<Call, { kind: 'bid' }>;

export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
export type Vulnerability = (typeof VULNERABILITIES)[number];

export type Side = 'NS' | 'EW';

/** A hand: one 13-bit rank mask per suit, in SUITS order (spades first). */
export interface Hand {
  readonly suits: readonly [number, number, number, number];
}

/** A deal: the four hands in SEATS order (N, E, S, W). */
export interface Deal {
  readonly hands: readonly [Hand, Hand, Hand, Hand];
}

export function seatIndex(seat: Seat): number {
  return SEATS.indexOf(seat);
}

/** The seat `steps` places clockwise from `seat`. */
export function seatAfter(seat: Seat, steps = 1): Seat {
  return SEATS[(seatIndex(seat) + steps) % 4];
}

export function sideOf(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

export function partnerOf(seat: Seat): Seat {
  return seatAfter(seat, 2);
}

export function isVulnerable(vul: Vulnerability, side: Side): boolean {
  return vul === 'All' || vul === side;
}

export function isMajor(strain: Strain): boolean {
  return strain === 'H' || strain === 'S';
}
