import { describe, expect, it } from 'vitest';
import { parseHand } from '../bridge/hand';
import { playingTricks, suitPlayingTricks } from './playing-tricks';

function hand(text: string) {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
}

describe('playingTricks (B-71)', () => {
  it('counts per suit the ace, the guarded king, the queen with the ace or king, and each card past the third', () => {
    const suit = (text: string) => suitPlayingTricks([...text].reduce((m, c) => m | (1 << '23456789TJQKA'.indexOf(c)), 0));
    expect(suit('AKQJ32')).toBe(6);
    expect(suit('AK987')).toBe(4);
    expect(suit('KQ9875')).toBe(5);
    expect(suit('QJ9875')).toBe(3); // the queen without the ace or king counts nothing
    expect(suit('K')).toBe(0); // a bare king
    expect(suit('Q2')).toBe(0);
    expect(suit('AQ')).toBe(1); // the queen needs two cards beside it
    expect(suit('AK')).toBe(2);
    expect(suit('')).toBe(0);
  });

  it('sums the four suits', () => {
    expect(playingTricks(hand('8.AK987.A4.96532'))).toBe(7);
    expect(playingTricks(hand('8.J95.AJT3.KQ752'))).toBe(6);
    expect(playingTricks(hand('KQJ987.A.K43.962'))).toBe(7);
  });
});
