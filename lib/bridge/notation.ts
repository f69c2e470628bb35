// The written vocabulary every front reads the same way: seats, vulnerability, strains, suit symbols, bid ranks.
// PBN's spellings are the one accepted set (CLI, API, addresses, lessons and PBN files all read through here); a form
// where a person types a seat also reads the page's own letters (seat-letters.ts, B-50).
// Example: parseSeat('north') → ok('N'); parseVulnerability('Both') → ok('All');
// parseVulnerability('x') → err({ code: 'bad-vulnerability', params: { vul: 'x' } }); bidRank(bid(1, 'N')) === 4.

import { err, issue, ok, type Issue, type Result } from '../result';
import { STRAINS, SUITS, SUIT_SYMBOLS, type Bid, type Level, type Seat, type Strain, type Suit, type Vulnerability } from './types';

export type SeatIssue = Issue<'bad-seat'>;
export type VulnerabilityIssue = Issue<'bad-vulnerability'>;
export type StrainIssue = Issue<'bad-strain'>;

/** Seat index in SEATS order (clockwise from North): a table for the hot paths. */
export const SEAT_INDEX: Readonly<Record<Seat, number>> = Object.freeze({ N: 0, E: 1, S: 2, W: 3 });
/** Strain index in STRAINS order (A-SUFF, clubs low, notrump high). */
export const STRAIN_INDEX: Readonly<Record<Strain, number>> = Object.freeze({ C: 0, D: 1, H: 2, S: 3, N: 4 });

const SEAT_NAMES: Readonly<Record<string, Seat>> = {
  N: 'N', E: 'E', S: 'S', W: 'W', NORTH: 'N', EAST: 'E', SOUTH: 'S', WEST: 'W',
};

/** N, E, S, W or North, East, South, West, in any letter case (PBN's Dealer and Declarer values). */
export function parseSeat(text: string): Result<Seat, SeatIssue> {
  const seat = SEAT_NAMES[text.trim().toUpperCase()];
  return seat ? ok(seat) : err(issue('bad-seat', { seat: text }));
}

const VULNERABILITY_NAMES: Readonly<Record<string, Vulnerability>> = {
  NONE: 'None', LOVE: 'None', '-': 'None',
  NS: 'NS', EW: 'EW',
  ALL: 'All', BOTH: 'All',
};

/** None/Love/-, NS, EW, All/Both, in any letter case (PBN's Vulnerable values). */
export function parseVulnerability(text: string): Result<Vulnerability, VulnerabilityIssue> {
  const vul = VULNERABILITY_NAMES[text.trim().toUpperCase()];
  return vul ? ok(vul) : err(issue('bad-vulnerability', { vul: text }));
}

/** A suit read from its letter or from its symbol in SUIT_SYMBOLS (the one symbol map). */
const SYMBOL_SUIT: Readonly<Record<string, Suit>> = Object.fromEntries(
  SUITS.flatMap((suit) => [[suit, suit], [SUIT_SYMBOLS[suit], suit]]),
);

/** A suit as a symbol or a letter ('♥', 'h', '♥' + U+FE0F); null for anything else (a plain lookup). */
export function suitOfSymbol(text: string): Suit | null {
  return SYMBOL_SUIT[text.replace(/\uFE0F/g, '').trim().toUpperCase()] ?? null;
}

/** A strain as a letter or symbol: C/D/H/S/♣/♦/♥/♠, or N/NT/BA (bez aduta) for notrump, any case. */
export function parseStrain(text: string): Result<Strain, StrainIssue> {
  const t = text.replace(/\uFE0F/g, '').trim().toUpperCase();
  if (t === 'N' || t === 'NT' || t === 'BA') return ok('N');
  const suit = SYMBOL_SUIT[t];
  return suit ? ok(suit) : err(issue('bad-strain', { strain: text }));
}

/** A strain as written in a contract or a call: 'short' → 'N' (the canonical form), 'pbn' → 'NT' (PBN's form). */
export function makeStrain(strain: Strain, style: 'pbn' | 'short'): string {
  return strain === 'N' && style === 'pbn' ? 'NT' : strain;
}

/** 0 for 1♣ up to 34 for 7NT: a bid's place in the A-SUFF order. */
export function rankOf(level: Level, strain: Strain): number {
  return (level - 1) * 5 + STRAIN_INDEX[strain];
}

export function bidRank(b: Bid): number {
  return rankOf(b.level, b.strain);
}

/** Inverse of bidRank for 0 … 34. */
export function bidFromRank(rank: number): Bid {
  return { kind: 'bid', level: (Math.floor(rank / 5) + 1) as Level, strain: STRAINS[rank % 5] };
}
