import { describe, expect, it } from 'vitest';
import { makeCall, parseCalls } from '../bridge/call';
import { handOf } from '../bridge/deal';
import { partnerOf, SUIT_SYMBOLS, SUITS } from '../bridge/types';
import { advise, describeCall } from '../bidder';
import { responderPoints } from '../evaluation';
import { evaluateOpening, partnerOpening } from './evaluate-item';
import { itemCode, itemFromCode } from './item-code';
import { quizItem } from './item';

describe('partner\'s opening in an evaluate question', () => {
  it('is the natural opening of the suit: 1♦, 1♥, 1♠, and 2♣ for clubs (1♣ is the preparatory opening)', () => {
    expect(SUITS.map((s) => makeCall(partnerOpening(s)))).toEqual(['1S', '1H', '1D', '2C']);
    for (const suit of SUITS) expect(describeCall({ dealer: 'N', calls: [] }, partnerOpening(suit))?.rule).toBe('O-1');
  });

  it('is one the system counts HDr after, in its suit: the bidder answering it counts the same HDr (E-RESP), unlike after 1♣ (I-2)', () => {
    let asked = 0;
    for (let seed = 0; seed < 200; seed++) {
      const item = quizItem('evaluate', seed);
      const opening = evaluateOpening(item);
      if (item.expected.kind !== 'evaluate' || opening === null) continue;
      asked++;
      const hand = handOf(item.deal, item.seat);
      const advice = advise({ hand, auction: { dealer: partnerOf(item.seat), calls: [opening, { kind: 'pass' }] }, vul: item.vul });
      expect(advice.explain.params).toMatchObject({ hdr: item.expected.hdr, trump: SUIT_SYMBOLS[item.expected.trump!] });
      expect(item.expected.hdr).toBe(responderPoints(hand, item.expected.trump!));
    }
    expect(asked).toBeGreaterThan(60);
    const calls = parseCalls('1C P');
    if (!calls.ok) throw new Error('bad auction');
    const afterClub = advise({ hand: handOf(quizItem('evaluate', 1).deal, 'S'), auction: { dealer: 'N', calls: calls.value }, vul: 'None' });
    expect(typeof afterClub.explain.params.hdr).not.toBe('number'); // no HDr after the preparatory 1♣
  });

  it('an old share code with clubs still opens, and now names 2♣', () => {
    const code = 'AUkAAP__ClvIlaf4UXg8Q4xvhLoAEQsz'; // evaluate seed 10 (partner's clubs), made before the question named 2♣
    const item = quizItem('evaluate', 10);
    expect(itemCode(item)).toBe(code);
    const back = itemFromCode(code);
    expect(back.ok && back.value).toEqual(item);
    expect(back.ok && makeCall(evaluateOpening(back.value)!)).toBe('2C');
  });
});
