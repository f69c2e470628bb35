import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from './auction';
import {
  DOUBLE, PASS, REDOUBLE, bid, bidFromRank, bidRank, makeCall, makeCalls, parseCall, parseCalls, sameCall, splitCallTokens,
} from './call';

describe('parseCall', () => {
  it.each([
    ['1C', bid(1, 'C')],
    ['7N', bid(7, 'N')],
    ['1NT', bid(1, 'N')],
    ['3 nt', bid(3, 'N')],
    ['2BA', bid(2, 'N')], // Serbian "bez aduta"
    ['4s', bid(4, 'S')],
    ['1D', bid(1, 'D')], // a level in front: diamonds, not a double
    ['2♣', bid(2, 'C')],
    ['2♦', bid(2, 'D')],
    ['4♥', bid(4, 'H')],
    ['4♥\uFE0F', bid(4, 'H')], // the emoji form phones type
    ['6♠', bid(6, 'S')],
    ['P', PASS],
    ['pass', PASS],
    ['Pass', PASS],
    ['pas', PASS], // Latvian
    ['X', DOUBLE],
    ['D', DOUBLE],
    ['Dbl', DOUBLE],
    ['XX', REDOUBLE],
    ['R', REDOUBLE],
    ['RD', REDOUBLE],
    ['Rdbl', REDOUBLE],
    [' 1h ', bid(1, 'H')],
  ])('%j', (text, call) => {
    expect(parseCall(text)).toEqual({ ok: true, value: call });
  });

  it.each(['', '0C', '8S', '1', 'NT', '1Z', '1NTX', 'AP', 'XXX', '10S', '1 C D'])('rejects %j', (text) => {
    expect(parseCall(text)).toEqual({ ok: false, error: { code: 'unknown-call', params: { call: text.trim() } } });
  });
});

describe('makeCall', () => {
  it('prints canonically: 1C … 7N, P, X, XX', () => {
    expect(ALL_CALLS.map(makeCall).join(' ')).toBe(
      'P X XX ' +
        [1, 2, 3, 4, 5, 6, 7].map((l) => ['C', 'D', 'H', 'S', 'N'].map((s) => `${l}${s}`).join(' ')).join(' '),
    );
  });

  it('print∘parse and parse∘print are identities for all 38 calls', () => {
    for (const call of ALL_CALLS) {
      const text = makeCall(call);
      const parsed = parseCall(text);
      expect(parsed).toEqual({ ok: true, value: call });
      expect(parsed.ok && makeCall(parsed.value)).toBe(text);
    }
  });
});

describe('parseCalls / makeCalls', () => {
  it('splits on spaces, commas, semicolons and dashes', () => {
    expect(splitCallTokens(' 1H, P;2H - P  P\nP ')).toEqual(['1H', 'P', '2H', 'P', 'P', 'P']);
    const parsed = parseCalls('2♦-p-p-p');
    expect(parsed.ok && makeCalls(parsed.value)).toBe('2D P P P');
    expect(parseCalls('')).toEqual({ ok: true, value: [] });
  });

  it('names the first bad token and its index', () => {
    expect(parseCalls('1H P 9H P')).toEqual({ ok: false, error: { code: 'unknown-call', params: { call: '9H', index: 2 } } });
  });

  it('round-trips any call sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL_CALLS), { maxLength: 40 }), (calls) => {
        expect(parseCalls(makeCalls(calls))).toEqual({ ok: true, value: calls });
      }),
    );
  });
});

describe('bids', () => {
  it('bidRank orders bids as A-SUFF does, and bidFromRank inverts it', () => {
    expect(bidRank(bid(1, 'C'))).toBe(0);
    expect(bidRank(bid(1, 'N'))).toBe(4);
    expect(bidRank(bid(2, 'C'))).toBe(5);
    expect(bidRank(bid(7, 'N'))).toBe(34);
    for (let r = 0; r < 35; r++) expect(bidRank(bidFromRank(r))).toBe(r);
  });

  it('sameCall compares kind, level and strain', () => {
    expect(sameCall(bid(1, 'H'), bid(1, 'H'))).toBe(true);
    expect(sameCall(bid(1, 'H'), bid(1, 'S'))).toBe(false);
    expect(sameCall(bid(1, 'H'), bid(2, 'H'))).toBe(false);
    expect(sameCall(PASS, { kind: 'pass' })).toBe(true);
    expect(sameCall(DOUBLE, REDOUBLE)).toBe(false);
  });
});
