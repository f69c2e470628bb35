// One trick: four cards played clockwise from the leader, and who wins it (seed 003's trick rules: follow suit when
// you can; the highest card of the suit led wins, unless trumps were played, then the highest trump wins).
// Example: W leads ♠K, N ♠A, E ♠2, S ♥5 with hearts trumps → trickWinner('W', cards, 'H') === 'S' (the ruff).

import { err, issue, ok, type Issue, type Result } from '../result';
import { suitOfSymbol } from './notation';
import { RANKS, rankText, SUIT_SYMBOLS, seatAfter, type Rank, type Seat, type Suit } from './types';

export interface Card {
  readonly suit: Suit;
  readonly rank: Rank;
}

export type CardIssue = Issue<'bad-card'>;
export type TrickIssue = Issue<'bad-card' | 'trick-size' | 'trick-duplicate'>;

/** A suit as a symbol or a letter ('♥', 'h', '♥' + U+FE0F); null for anything else. */
export const parseSuit: (text: string) => Suit | null = suitOfSymbol;

/** A card as 'SK', '♠K', 'HT', '♥10' (suit first, then rank; T or 10 for the ten). */
export function parseCard(text: string): Result<Card, CardIssue> {
  const t = text.replace(/\uFE0F/g, '').trim().toUpperCase();
  const m = /^([SHDC♠♥♦♣])(10|[2-9TJQKA])$/u.exec(t);
  if (!m) return err(issue('bad-card', { card: text }));
  const suit = suitOfSymbol(m[1])!;
  const rank = (m[2] === '10' ? 'T' : m[2]) as Rank;
  return ok({ suit, rank });
}

/** Inverse of parseCard in the canonical form: 'SK', 'HT'. */
export function makeCard(card: Card): string {
  return `${card.suit}${card.rank}`;
}

/** The card with its suit symbol, for display: '♠K', '♥10'. */
export function cardText(card: Card): string {
  return `${SUIT_SYMBOLS[card.suit]}${rankText(card.rank)}`;
}

/** Reads a trick's four cards ('♠K ♠A ♠2 ♠5'): exactly four, no card twice. */
export function parseTrick(text: string): Result<readonly Card[], TrickIssue> {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length !== 4) return err(issue('trick-size', { count: tokens.length }));
  const cards: Card[] = [];
  for (const token of tokens) {
    const card = parseCard(token);
    if (!card.ok) return card;
    if (cards.some((c) => c.suit === card.value.suit && c.rank === card.value.rank)) {
      return err(issue('trick-duplicate', { card: token }));
    }
    cards.push(card.value);
  }
  return ok(cards);
}

/** The index (0–3, in playing order) of the card that wins: the highest trump, else the highest of the suit led. */
export function winningCard(cards: readonly Card[], trump: Suit | null): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    const b = cards[best];
    const higher = c.suit === b.suit && RANKS.indexOf(c.rank) > RANKS.indexOf(b.rank);
    const ruffs = c.suit === trump && b.suit !== trump;
    if (higher || ruffs) best = i;
  }
  return best;
}

/** The seat that wins the trick led by `leader` (the cards in playing order, clockwise). */
export function trickWinner(leader: Seat, cards: readonly Card[], trump: Suit | null): Seat {
  return seatAfter(leader, winningCard(cards, trump));
}

