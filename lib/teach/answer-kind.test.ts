import { describe, expect, it } from 'vitest';
import { storedAuctionAnswer, tagAnswer } from './answer-kind';
import type { StoredAuctionAnswer } from './set-types';

describe('tagAnswer', () => {
  it('tags each kind of answer, keeping its fields', () => {
    expect(tagAnswer({ call: '2D' })).toEqual({ kind: 'call', call: '2D' });
    expect(tagAnswer({ h: 12, d: 1, hd: 13, qt: 2, hdr: null })).toEqual({ kind: 'evaluate', h: 12, d: 1, hd: 13, qt: 2, hdr: null });
    expect(tagAnswer({ index: null, code: null, contract: '4HX', declarer: 'E' })).toMatchObject({ kind: 'legal', contract: '4HX' });
    expect(tagAnswer({ score: -200 })).toEqual({ kind: 'score', score: -200 });
    expect(tagAnswer({ calls: ['1H', 'P'] })).toEqual({ kind: 'auction', calls: ['1H', 'P'] });
  });

  it('finds a whole auction\'s stored record, and nothing for other answers or one sent without it', () => {
    const stored = { calls: ['1H'], record: { finished: true } } as unknown as StoredAuctionAnswer;
    expect(storedAuctionAnswer(stored)).toEqual(stored);
    expect(storedAuctionAnswer({ calls: ['1H'] })).toBeNull();
    expect(storedAuctionAnswer({ call: '1H' })).toBeNull();
    expect(storedAuctionAnswer({ score: 420 })).toBeNull();
  });
});
