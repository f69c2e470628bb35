// How big a bid request may be, checked before any parsing: bytes of a body or query, the known fields, the length of
// each text field, the number of calls. Example: fieldsIssue({ hand: 'x'.repeat(21) }) → { code: 'value-too-long', params: { field: 'hand', limit: 20, length: 21 } }.
// A value is refused when longer than the longest valid one: with value-too-long, or the field's own issue (bad-vulnerability …).

import { splitCallTokens } from '../bridge/call';
import { MAX_LOCALE_LENGTH } from '../i18n/locales';
import { issue, type Issue } from '../result';

/** A bid request is a few hundred bytes; 16 KB leaves room for the longest auction written out with every separator. */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * A query string holds the same fields URL-encoded: the longest auction with suit signs (9 bytes each encoded) stays
 * under 8 KB; Node's own 16 KB limit on the request line and headers would answer 431 before us.
 */
export const MAX_QUERY_BYTES = 8 * 1024;
/** The longest legal auction: three passes, then 1♣ … 7NT each followed by pass, pass, double, pass, pass, redouble, pass, pass, and three final passes. */
export const MAX_CALLS = 319;
/** The longest way to write one call: PASS, RDBL. */
const MAX_CALL_LENGTH = 4;
/** A call and the separators after it: '1S, ' (a comma and a space). */
const CALL_WITH_SEPARATOR = MAX_CALL_LENGTH + 2;

/**
 * The longest valid value of each text field, counted after trimming surrounding white space:
 * hand: 13 cards, four of them tens written '10', three dots (AKQJ1098765432 cannot be longer);
 * deal: 'N:' and 52 cards with the four tens as '10', 12 dots and three spaces;
 * board: a safe whole number with its sign; auction: 319 calls, each with its separators.
 */
export const MAX_FIELD_LENGTH = {
  hand: 13 + 4 + 3,
  deal: 2 + 52 + 4 + 12 + 3,
  dealer: 1,
  vul: 4,
  board: String(Number.MAX_SAFE_INTEGER).length + 1,
  locale: MAX_LOCALE_LENGTH,
  auction: MAX_CALLS * CALL_WITH_SEPARATOR,
} as const;

export type BidField = keyof typeof MAX_FIELD_LENGTH;

/**
 * The fields whose over-long value is refused with their own issue, whose message lists the valid values (a long
 * "Everyone" is still not a vulnerability); the others are refused as value-too-long.
 */
const OWN_ISSUE: Readonly<Record<string, readonly [code: string, param: string]>> = {
  dealer: ['bad-seat', 'seat'],
  vul: ['bad-vulnerability', 'vul'],
  board: ['bad-board', 'board'],
  locale: ['bad-locale', 'locale'],
};
export const BID_FIELDS = Object.keys(MAX_FIELD_LENGTH) as readonly BidField[];

/** How much of a bad value an error message quotes. */
export const QUOTE_LENGTH = 40;

/** The first 40 characters of a value, with '…' when there were more: what an error message may quote. */
export function clip(value: string): string {
  // 81 UTF-16 units hold at least 41 code points when the value has more than 40
  const chars = Array.from(value.slice(0, QUOTE_LENGTH * 2 + 1));
  return chars.length > QUOTE_LENGTH ? `${chars.slice(0, QUOTE_LENGTH).join('')}…` : value;
}

/** Every text parameter of an issue clipped to 40 characters, except `detail`, the site's own sentence. */
export function clipParams(found: Issue): Issue {
  const params = Object.fromEntries(
    Object.entries(found.params).map(([key, value]) => [key, typeof value === 'string' && key !== 'detail' ? clip(value) : value]),
  );
  return issue(found.code, params);
}

/** A body whose Content-Length is over the limit: refused before a byte of it is read. */
export function declaredBodyIssue(contentLength: string | null): Issue | null {
  if (contentLength === null) return null;
  const size = Number(contentLength);
  return Number.isFinite(size) && size > MAX_BODY_BYTES ? bodyTooLarge() : null;
}

export function bodyTooLarge(): Issue {
  return issue('body-too-large', { limit: MAX_BODY_BYTES });
}

/** A query string (with or without its '?') longer than the limit, counted in bytes as sent. */
export function queryIssue(search: string, limit = MAX_QUERY_BYTES): Issue | null {
  const length = search.startsWith('?') ? search.length - 1 : search.length;
  return length > limit ? issue('query-too-long', { limit }) : null;
}

function tooLong(field: string, length: number, limit: number): Issue {
  return issue('value-too-long', { field, length, limit });
}

/** The auction as text or a list: at most 319 calls, each call at most four characters. */
function auctionIssue(value: unknown): Issue | null {
  const parts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (parts === null) return null; // not text: the schema's own check names the type
  if (parts.length > MAX_CALLS) return issue('auction-too-long', { calls: parts.length, limit: MAX_CALLS });
  let calls = 0;
  for (const part of parts) {
    if (typeof part !== 'string') return null;
    const length = part.trim().length;
    if (length > MAX_FIELD_LENGTH.auction) return tooLong('auction', length, MAX_FIELD_LENGTH.auction);
    for (const token of splitCallTokens(part)) {
      calls += 1;
      if (Array.from(token.replace(/\uFE0F/g, '')).length > MAX_CALL_LENGTH) return issue('unknown-call', { call: token, index: calls - 1 });
    }
  }
  return calls > MAX_CALLS ? issue('auction-too-long', { calls, limit: MAX_CALLS }) : null;
}

/** The fields a request may have and the longest valid value of each; `own` fields are refused with their own issue. */
export interface FieldBounds {
  readonly lengths: Readonly<Record<string, number>>;
  readonly own?: Readonly<Record<string, readonly [code: string, param: string]>>;
}

export const BID_BOUNDS: FieldBounds = { lengths: MAX_FIELD_LENGTH, own: OWN_ISSUE };

/**
 * The first field that is unknown or longer than its longest valid value under `bounds`, or null when every field is
 * in bounds. Values of other types pass: the request's schema refuses them with its own issue.
 */
export function boundsIssue(request: Readonly<Record<string, unknown>>, bounds: FieldBounds): Issue | null {
  for (const [name, value] of Object.entries(request)) {
    if (!Object.hasOwn(bounds.lengths, name)) return issue('unknown-field', { field: name, allowed: Object.keys(bounds.lengths).join(', ') });
    if (typeof value !== 'string') continue;
    const length = value.trim().length;
    const limit = bounds.lengths[name];
    if (length <= limit) continue;
    const own = bounds.own?.[name];
    return own ? issue(own[0], { [own[1]]: clip(value) }) : tooLong(name, length, limit);
  }
  return null;
}

/** A bid request's first field out of bounds (the auction counted call by call), or null when all are in bounds. */
export function fieldsIssue(request: Readonly<Record<string, unknown>>): Issue | null {
  for (const [name, value] of Object.entries(request)) {
    if (name !== 'auction') continue;
    const found = auctionIssue(value);
    if (found) return found;
  }
  const { auction: _auction, ...rest } = request;
  return boundsIssue(rest, BID_BOUNDS);
}
