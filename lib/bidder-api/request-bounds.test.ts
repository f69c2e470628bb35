import { describe, expect, it } from 'vitest';
import { DOUBLE, makeCalls, PASS, REDOUBLE, bidFromRank } from '../bridge/call';
import { reviewAuction } from '../bridge/auction-review';
import { makeDeal } from '../bridge/deal';
import { randomDeal } from '../bridge/random-deal';
import type { Call } from '../bridge/types';
import { zodIssue } from './handler';
import { issue } from '../result';
import { bidDealRequest, bidRequest } from './bid-request';
import { errorAnswer } from './error-answer';
import {
  clip, declaredBodyIssue, fieldsIssue, MAX_BODY_BYTES, MAX_CALLS, MAX_FIELD_LENGTH, MAX_QUERY_BYTES, queryIssue,
} from './request-bounds';

/** Three passes, then every bid doubled and redoubled with passes between, then the three closing passes. */
function longestAuction(): Call[] {
  const calls: Call[] = [PASS, PASS, PASS];
  for (let rank = 0; rank < 35; rank++) calls.push(bidFromRank(rank), PASS, PASS, DOUBLE, PASS, PASS, REDOUBLE, PASS, PASS);
  calls.push(PASS);
  return calls;
}

/** A hand of 13 cards with its four tens written '10': the longest way to write one. */
const LONGEST_HAND = 'AKQJ1098765.10.10.10';

describe('the longest valid values pass the bounds and the schema; one character more is refused', () => {
  it('the longest legal auction has 319 calls', () => {
    const calls = longestAuction();
    expect(calls).toHaveLength(MAX_CALLS);
    const review = reviewAuction('N', calls);
    expect(review.errors.filter((e) => e.code !== 'incomplete')).toEqual([]);
    expect(review.complete).toBe(true);
    // one call fewer is still open: the bidder may answer it
    const open = calls.slice(0, -1);
    expect(fieldsIssue({ auction: makeCalls(open) })).toBeNull();
    expect(bidRequest.safeParse({ hand: 'AKQ2.KJ3.AT8.Q32', dealer: 'N', auction: makeCalls(open) }).success).toBe(true);
    expect(fieldsIssue({ auction: makeCalls(calls) })).toBeNull();
    expect(fieldsIssue({ auction: calls.map((c) => makeCalls([c])) })).toBeNull();
  });

  it('320 calls are refused, as text or as a list, before they are parsed', () => {
    const calls = [...longestAuction(), PASS];
    expect(fieldsIssue({ auction: makeCalls(calls) })).toEqual(issue('auction-too-long', { calls: 320, limit: 319 }));
    expect(fieldsIssue({ auction: calls.map((c) => makeCalls([c])) })).toEqual(issue('auction-too-long', { calls: 320, limit: 319 }));
    expect(fieldsIssue({ auction: ['1S P', ...Array(319).fill('P')] })).toEqual(issue('auction-too-long', { calls: 320, limit: 319 }));
    // seven million calls are refused at the list's length, without reading them
    expect(fieldsIssue({ auction: Array(7_000_000).fill('P') })).toEqual(issue('auction-too-long', { calls: 7_000_000, limit: 319 }));
  });

  it('the auction written with the longest words and separators fits; a longer call is not a call', () => {
    const words = Array(MAX_CALLS).fill('PASS').join(', ');
    expect(words.length).toBeLessThanOrEqual(MAX_FIELD_LENGTH.auction);
    expect(fieldsIssue({ auction: words })).toBeNull();
    expect(fieldsIssue({ auction: '1S PASSS' })).toEqual(issue('unknown-call', { call: 'PASSS', index: 1 }));
    expect(fieldsIssue({ auction: `1S${' '.repeat(MAX_FIELD_LENGTH.auction)}P` })).toMatchObject({ code: 'value-too-long', params: { field: 'auction' } });
    expect(fieldsIssue({ auction: '1♠️ 2♥️ 3NT RDBL' })).toBeNull();
  });

  it('hand: 20 characters', () => {
    expect(LONGEST_HAND).toHaveLength(MAX_FIELD_LENGTH.hand);
    expect(bidRequest.safeParse({ hand: LONGEST_HAND, dealer: 'N' }).success).toBe(true);
    expect(fieldsIssue({ hand: ` ${LONGEST_HAND} ` })).toBeNull();
    expect(fieldsIssue({ hand: `${LONGEST_HAND}2` })).toEqual(issue('value-too-long', { field: 'hand', length: 21, limit: 20 }));
  });

  it('deal: 73 characters, the four tens as 10', () => {
    const deal = makeDeal(randomDeal(5)).replace(/T/g, '10');
    expect(deal).toHaveLength(MAX_FIELD_LENGTH.deal);
    expect(bidDealRequest.safeParse({ deal, dealer: 'N' }).success).toBe(true);
    expect(fieldsIssue({ deal })).toBeNull();
    expect(fieldsIssue({ deal: deal.replace(' ', '  ') })).toEqual(issue('value-too-long', { field: 'deal', length: 74, limit: 73 }));
  });

  it('dealer, vulnerability, board and language', () => {
    const longest = { dealer: 'W', vul: 'Both', board: `+${Number.MAX_SAFE_INTEGER}`, locale: 'SR-cyrl' };
    expect(fieldsIssue(longest)).toBeNull();
    expect(bidRequest.safeParse({ hand: LONGEST_HAND, ...longest }).success).toBe(true);
    // refused with the field's own issue, which lists the valid values, quoting 40 characters at most
    expect(fieldsIssue({ dealer: 'North' })).toEqual(issue('bad-seat', { seat: 'North' }));
    expect(fieldsIssue({ vul: 'Everyone' })).toEqual(issue('bad-vulnerability', { vul: 'Everyone' }));
    expect(fieldsIssue({ board: '123456789012345678' })).toEqual(issue('bad-board', { board: '123456789012345678' }));
    expect(fieldsIssue({ locale: 'sr-Cyrlx' })).toEqual(issue('bad-locale', { locale: 'sr-Cyrlx' }));
    expect(fieldsIssue({ vul: 'Q'.repeat(20 * 1024 * 1024) })).toEqual(issue('bad-vulnerability', { vul: `${'Q'.repeat(40)}…` }));
  });

  it('values of another type are left to the schema', () => {
    expect(fieldsIssue({ board: 7, auction: 5, hand: null })).toBeNull();
  });
});

describe('unknown fields', () => {
  it('are refused, naming the field and the known ones', () => {
    expect(fieldsIssue({ hand: LONGEST_HAND, padding: 'x' })).toEqual(
      issue('unknown-field', { field: 'padding', allowed: 'hand, deal, dealer, vul, board, locale, auction' }),
    );
    expect(fieldsIssue(JSON.parse('{"__proto__": 1}'))).toMatchObject({ code: 'unknown-field', params: { field: '__proto__' } });
  });
});

describe('bodies and queries', () => {
  it('a declared body over 16 KB is refused before reading it', () => {
    expect(declaredBodyIssue(null)).toBeNull();
    expect(declaredBodyIssue(String(MAX_BODY_BYTES))).toBeNull();
    expect(declaredBodyIssue(String(MAX_BODY_BYTES + 1))).toEqual(issue('body-too-large', { limit: 16384 }));
    expect(declaredBodyIssue('20971520')).toEqual(issue('body-too-large', { limit: 16384 }));
  });

  it('a query over 8 KB is refused', () => {
    expect(queryIssue('')).toBeNull();
    expect(queryIssue(`?${'a'.repeat(MAX_QUERY_BYTES)}`)).toBeNull();
    expect(queryIssue(`?${'a'.repeat(MAX_QUERY_BYTES + 1)}`)).toEqual(issue('query-too-long', { limit: 8192 }));
  });

  it('the longest valid query, every call a suit sign, fits in 8 KB', () => {
    const calls = longestAuction().slice(0, -1).map((c) => (c.kind === 'bid' ? `${c.level}${c.strain === 'S' ? '♠️' : c.strain}` : makeCalls([c])));
    const deal = makeDeal(randomDeal(5)).replace(/T/g, '10');
    const query = new URLSearchParams({ hand: LONGEST_HAND, deal, dealer: 'N', vul: 'Both', board: `+${Number.MAX_SAFE_INTEGER}`, locale: 'sr', auction: calls.join(', ') });
    expect(queryIssue(`?${query}`)).toBeNull();
  });
});

describe('quoting a bad value', () => {
  it('keeps 40 characters and marks the cut', () => {
    expect(clip('x'.repeat(40))).toBe('x'.repeat(40));
    expect(clip('x'.repeat(41))).toBe(`${'x'.repeat(40)}…`);
    expect(clip('♠'.repeat(100))).toBe(`${'♠'.repeat(40)}…`);
    expect(clip('🂡'.repeat(41))).toBe(`${'🂡'.repeat(40)}…`);
    expect(clip('🂡'.repeat(40))).toBe('🂡'.repeat(40));
  });

  it('an error answer quotes a 20 MB bad value by its first 40 characters, once in the message', () => {
    const huge = `Q${'x'.repeat(20 * 1024 * 1024)}`;
    const parsed = bidRequest.safeParse({ hand: LONGEST_HAND, dealer: 'N', vul: huge });
    if (parsed.success) throw new Error('should have failed');
    const answer = errorAnswer('sr', zodIssue(parsed.error));
    const quoted = `Q${'x'.repeat(39)}…`;
    expect(answer.error.code).toBe('bad-vulnerability');
    expect(answer.error.params.vul).toBe(quoted);
    expect(answer.error.message.split(quoted)).toHaveLength(2);
    expect(JSON.stringify(answer).length).toBeLessThan(300);
  });

  it("keeps the whole `detail`, the site's own sentence, in the params and the message", () => {
    const detail = `give the vulnerability (vul) or the board number (board), ${'x'.repeat(30)}`;
    expect(detail.length).toBeGreaterThan(60);
    for (const locale of ['sr', 'sr-Cyrl', 'lv', 'en'] as const) {
      const answer = errorAnswer(locale, issue('bad-request', { detail }));
      expect(answer.error.params.detail).toBe(detail);
      expect(answer.error.message).toContain(detail);
    }
  });

  it('the new codes read in every language', () => {
    for (const locale of ['sr', 'sr-Cyrl', 'lv', 'en'] as const) {
      const found = fieldsIssue({ auction: Array(320).fill('P') });
      if (!found) throw new Error('should have failed');
      expect(errorAnswer(locale, found).error.message).toContain('320');
    }
    expect(errorAnswer('sr', issue('value-too-long', { field: 'hand', length: 21, limit: 20 })).error.message).toBe(
      'Polje „hand“ je predugačko: sme imati najviše 20 znakova, a ima 21 znak.',
    );
    // Latvian groups thousands with a no-break space
    expect(errorAnswer('lv', issue('body-too-large', { limit: 16384 })).error.message).toBe(
      'Pieprasījums ir lielāks par 16\u00a0384 baitiem; solījuma pieprasījumam vajag daudz mazāk.',
    );
    expect(errorAnswer('en', issue('auction-too-long', { calls: 320, limit: 319 })).error.message).toBe(
      'An auction has at most 319 calls (the longest possible auction); this one has 320.',
    );
  });
});
