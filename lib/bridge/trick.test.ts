import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardText, makeCard, parseCard, parseSuit, parseTrick, trickWinner, winningCard, type Card } from './trick';
import { RANKS, SUITS, type Suit } from './types';

function trick(text: string): readonly Card[] {
  const t = parseTrick(text);
  if (!t.ok) throw new Error(JSON.stringify(t.error));
  return t.value;
}

describe('parseCard / makeCard', () => {
  it('reads letters, symbols, T and 10, and prints the canonical form', () => {
    expect(parseCard('♠K')).toEqual({ ok: true, value: { suit: 'S', rank: 'K' } });
    expect(parseCard('h10')).toEqual({ ok: true, value: { suit: 'H', rank: 'T' } });
    expect(parseCard('♥\uFE0FA')).toEqual({ ok: true, value: { suit: 'H', rank: 'A' } });
    expect(cardText({ suit: 'D', rank: 'T' })).toBe('♦10');
  });
  it('rejects anything else as bad-card', () => {
    for (const bad of ['', 'K', 'S1', 'XK', 'S11', '♠KQ']) expect(parseCard(bad)).toMatchObject({ ok: false, error: { code: 'bad-card' } });
  });
  it('round-trips every card', () => {
    fc.assert(fc.property(fc.constantFrom(...SUITS), fc.constantFrom(...RANKS), (suit, rank) => {
      const card = { suit, rank };
      expect(parseCard(makeCard(card))).toEqual({ ok: true, value: card });
    }));
  });
});

describe('parseTrick', () => {
  it('needs exactly four different cards', () => {
    expect(parseTrick('SK SA S2')).toMatchObject({ ok: false, error: { code: 'trick-size', params: { count: 3 } } });
    expect(parseTrick('SK SA S2 ♠K')).toMatchObject({ ok: false, error: { code: 'trick-duplicate' } });
    expect(parseTrick('SK SA S2 Z5')).toMatchObject({ ok: false, error: { code: 'bad-card' } });
  });
});

describe('trickWinner (seed 003: the four trick rules)', () => {
  it('the highest card of the suit led wins at no-trump', () => {
    expect(trickWinner('W', trick('♠K ♠A ♠2 ♠5'), null)).toBe('N');
  });
  it('a card of another suit never wins without trumps, however high', () => {
    expect(trickWinner('N', trick('♣2 ♥A ♣3 ♠A'), null)).toBe('S');
  });
  it('a trump beats every card of the other suits', () => {
    expect(trickWinner('W', trick('♠K ♠A ♠2 ♥5'), 'H')).toBe('S');
  });
  it('of several trumps the highest wins', () => {
    expect(trickWinner('E', trick('♦A ♥2 ♥Q ♦3'), 'H')).toBe('W');
  });
  it('a trump led is just the suit led', () => {
    expect(trickWinner('S', trick('♥4 ♥9 ♠A ♥3'), 'H')).toBe('W');
  });
  it('property: the winner holds a trump if any was played, else the suit led, and no card of that suit is higher', () => {
    const card = fc.record({ suit: fc.constantFrom<Suit>(...SUITS), rank: fc.constantFrom(...RANKS) });
    const cards = fc.uniqueArray(card, { minLength: 4, maxLength: 4, selector: (c) => `${c.suit}${c.rank}` });
    fc.assert(fc.property(cards, fc.option(fc.constantFrom<Suit>(...SUITS)), (cs, trump) => {
      const w = cs[winningCard(cs, trump)];
      const winningSuit = cs.some((c) => c.suit === trump) ? trump : cs[0].suit;
      expect(w.suit).toBe(winningSuit);
      for (const c of cs) if (c.suit === w.suit) expect(RANKS.indexOf(c.rank)).toBeLessThanOrEqual(RANKS.indexOf(w.rank));
    }));
  });
});

describe('parseSuit', () => {
  it('reads symbols and letters, and nothing else', () => {
    expect(['♠', 'h', '♥\uFE0F', ' D ', 'C'].map(parseSuit)).toEqual(['S', 'H', 'H', 'D', 'C']);
    expect(['', 'N', '♠♥', 'x'].map(parseSuit)).toEqual([null, null, null, null]);
  });
});
