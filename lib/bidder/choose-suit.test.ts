import { describe, expect, it } from 'vitest';
import { parseHand } from '../bridge/hand';
import { SUITS } from '../bridge/types';
import { openingSuit, responderSuit } from './choose-suit';
import { HandFacts } from './hand-facts';

function facts(text: string): HandFacts {
  const hand = parseHand(text);
  if (!hand.ok) throw new Error(`bad hand ${text}`);
  return new HandFacts(hand.value);
}

function opening(text: string): string {
  const { suit, step } = openingSuit(facts(text));
  return `${SUITS[suit]}${step}`;
}

describe('openingSuit (docs/system.md 3, "Redosled licitiranja boja pri Otvoru")', () => {
  it('seed 000: 4♠ 4♥ 1♦ 4♣ opens hearts, the suit after the singleton', () => {
    expect(opening('AK32.KQ32.2.KJ32')).toBe('H2');
  });

  it('goes up the ranks cyclically from the shortest suit: after a spade singleton come clubs', () => {
    expect(opening('2.KQ32.AQ32.KJ32')).toBe('C2');
    expect(opening('AK32.KQ32.KJ32.2')).toBe('D2'); // after the club singleton: diamonds
    expect(opening('AK32.2.KJ32.KQ32')).toBe('S2'); // after the heart singleton: spades
  });

  it('[I-9] without a singleton starts from the shortest suit (the higher of equally short ones)', () => {
    expect(opening('AQ32.KJ32.K32.32')).toBe('H2'); // ♣ doubleton → ♦ (3 cards) → ♥
    expect(opening('AK32.K32.Q32.432')).toBe('S2'); // 4-3-3-3: only one 4-card suit
  });

  it('the longest biddable suit; two 5-card suits: the higher-ranking', () => {
    expect(opening('AKJ32.2.AQJ32.32')).toBe('S1');
    expect(opening('A2.KQ2.Q8765.AK2')).toBe('D1'); // a 5-card suit is biddable whatever it holds
    expect(opening('AQJ2.2.KQJ.65432')).toBe('C1'); // the longest biddable suit even when weak
  });

  it('[I-10] no biddable suit: the longest, the higher-ranking of equals', () => {
    expect(opening('K432.Q432.AJ2.KJ')).toBe('S3');
    expect(opening('Q32.J432.AQ2.Q32')).toBe('H3');
  });
});

describe('responderSuit (docs/system.md 4.1)', () => {
  const cost = (i: number) => [3, 2, 1, 0][i]; // cheapest first: clubs, diamonds, hearts, spades at one level
  it('the longest biddable suit; equal 5+ suits: the higher; only 4-card suits: the cheapest', () => {
    expect(SUITS[responderSuit(facts('KJ432.KJ32.32.32'), 15, cost)]).toBe('S');
    expect(SUITS[responderSuit(facts('KJ432.KQ432.3.32'), 15, cost)]).toBe('S');
    expect(SUITS[responderSuit(facts('KJ32.KJ32.32.432'), 15, cost)]).toBe('H');
  });

  it('only suits allowed count; none → -1', () => {
    expect(SUITS[responderSuit(facts('KJ32.KJ32.32.432'), 0b0001, cost)]).toBe('S');
    expect(responderSuit(facts('Q432.Q432.32.432'), 15, cost)).toBe(-1);
  });
});
