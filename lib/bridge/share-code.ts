// Share codes for a deal: each card's seat in 2 bits (N 0, E 1, S 2, W 3), 104 bits = 13 bytes, as 26 hex digits
// or 18 base64url characters. Example: N all spades, E hearts, S diamonds, W clubs → 'AAAAFVVVWqqqq____w'.

import { fromBase64url, toBase64url } from '../bytes';
import { err, issue, ok, type Issue, type Result } from '../result';
import type { Deal, Hand } from './types';

export type ShareCodeIssue = Issue<'bad-share-code'>;

const BYTES = 13;
const HEX_LENGTH = 26;
const CODE_LENGTH = 18; // ceil(104 / 6); the last character carries 4 padding bits, always zero
const HEX_VALUE: Readonly<Record<string, number>> = Object.fromEntries([...'0123456789abcdef'].map((c, i) => [c, i]));

/**
 * The deal as 13 bytes, what both codes and the item codes carry.
 * Card k (0 … 51) in the code's order — spades A→2, then hearts, diamonds, clubs — is suit k / 13 in SUITS
 * order and rank 12 − k % 13. Its seat sits in byte k >> 2, most significant pair first.
 */
export function dealToBytes(deal: Deal): Uint8Array {
  const bytes = new Uint8Array(BYTES);
  for (let k = 0; k < 52; k++) {
    const suit = (k / 13) | 0;
    const bit = 1 << (12 - (k % 13));
    let seat = -1;
    for (let h = 0; h < 4; h++) {
      if (deal.hands[h].suits[suit] & bit) {
        if (seat >= 0) throw new Error('encodeDeal: a card is in two hands (validate the deal first)');
        seat = h;
      }
    }
    if (seat < 0) throw new Error('encodeDeal: a card is in no hand (validate the deal first)');
    bytes[k >> 2] |= seat << (6 - 2 * (k & 3));
  }
  return bytes;
}

/** Inverse of dealToBytes: 13 bytes (more are ignored), 13 cards to each seat. */
export function bytesToDeal(bytes: ArrayLike<number>): Result<Deal, ShareCodeIssue> {
  const masks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]; // seat * 4 + suit
  const counts = [0, 0, 0, 0];
  for (let k = 0; k < 52; k++) {
    const seat = (bytes[k >> 2] >> (6 - 2 * (k & 3))) & 3;
    masks[seat * 4 + ((k / 13) | 0)] |= 1 << (12 - (k % 13));
    counts[seat]++;
  }
  for (let seat = 0; seat < 4; seat++) {
    if (counts[seat] !== 13) return err(issue('bad-share-code', { reason: 'count', seat: 'NESW'[seat], found: counts[seat] }));
  }
  const hand = (s: number): Hand => ({ suits: [masks[s * 4], masks[s * 4 + 1], masks[s * 4 + 2], masks[s * 4 + 3]] });
  return ok({ hands: [hand(0), hand(1), hand(2), hand(3)] });
}

/** 26 lowercase hex digits. Throws when the deal is not a full deal (validateDeal it first). */
export function encodeDealHex(deal: Deal): string {
  let out = '';
  for (const byte of dealToBytes(deal)) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** Strict inverse of encodeDealHex: exactly 26 lowercase hex digits, 13 cards to each seat. */
export function decodeDealHex(code: string): Result<Deal, ShareCodeIssue> {
  if (code.length !== HEX_LENGTH) return err(issue('bad-share-code', { reason: 'length', found: code.length }));
  const bytes = new Uint8Array(BYTES);
  for (let i = 0; i < HEX_LENGTH; i++) {
    const v = HEX_VALUE[code[i]];
    if (v === undefined) return err(issue('bad-share-code', { reason: 'character', position: i, character: code[i] }));
    bytes[i >> 1] |= v << (i & 1 ? 0 : 4);
  }
  return bytesToDeal(bytes);
}

/** 18 base64url characters (no '=' padding). Throws when the deal is not a full deal. */
export function encodeDealCode(deal: Deal): string {
  return toBase64url(dealToBytes(deal)); // 104 = 17 × 6 + 2: the last character holds two data bits, four zero bits
}

/** Strict inverse of encodeDealCode: 18 base64url characters, zero padding bits, 13 cards to each seat. */
export function decodeDealCode(code: string): Result<Deal, ShareCodeIssue> {
  if (code.length !== CODE_LENGTH) return err(issue('bad-share-code', { reason: 'length', found: code.length }));
  const bytes = fromBase64url(code);
  if (!bytes.ok) return err(issue('bad-share-code', { ...bytes.error }));
  return bytesToDeal(Uint8Array.from(bytes.value));
}
