// Issue 39, B-61 and B-52: after 1♣ – 1♦ – opener's jump, responder's forced call shows where it lies (game at once
// shows nothing more, a call below game shows 7), and opener's slam count adds what it showed.
// Example: '1C P 1D P 2S P 2N' → responder's 2NT shows 7; opener with HD 26 then bids 6NT, over 3NT it passes.
import { describe, expect, it } from 'vitest';
import { makeCall, parseCalls } from '../bridge/call';
import { parseHand } from '../bridge/hand';
import { advise } from './advise';
import { historyOf } from './context';

function calls(text: string) {
  const c = parseCalls(text);
  if (!c.ok) throw new Error(text);
  return c.value;
}

function shownBy(auction: string, index: number): number | undefined {
  return historyOf({ dealer: 'N', calls: calls(auction) }).records[index].meaning?.shown;
}

function call(hand: string, auction: string): string {
  const h = parseHand(hand);
  if (!h.ok) throw new Error(hand);
  return makeCall(advise({ hand: h.value, auction: { dealer: 'N', calls: calls(auction) }, vul: 'None' }).call);
}

describe('strength shown when forced (B-61, B-52)', () => {
  it('reads a call below game after the jump as 7, and game at once as less', () => {
    expect(shownBy('1C P 1D P 2S P 2N P', 6)).toBe(7);
    expect(shownBy('1C P 1D P 2S P 3S P', 6)).toBe(7);
    expect(shownBy('1C P 1D P 3D P 3H P', 6)).toBe(7);
    expect(shownBy('1C P 1D P 2S P 3N P', 6) ?? 0).toBeLessThan(7);
    expect(shownBy('1C P 1D P 2S P 4S P', 6) ?? 0).toBeLessThan(7);
  });

  it('lets opener with 26 count the 7 to slam, and pass the same partner\'s game at once', () => {
    const opener = 'AKQ94.AKQ.3.AKT5'; // HD 27
    expect(call(opener, '1C P 1D P 2S P 2N P')).toBe('6N');
    expect(call(opener, '1C P 1D P 2S P 3S P')).toBe('4N');
    expect(call(opener, '1C P 1D P 2S P 3N P')).toBe('P');
    expect(call(opener, '1C P 1D P 2S P 4S P')).toBe('P');
  });

  it('has responder bid game at once with 6, below game with 7, slam with 8 and no fit', () => {
    expect(call('852.J9863.86.QJT', '1C P 1D P 2S P')).toBe('3N');
    expect(call('852.J9863.K6.QJT', '1C P 1D P 2S P')).toBe('2N');
    expect(call('KQ76.J8.QJ87.K87', '1C P 1D P 2H P')).toBe('6N');
  });
});
