// /api/bid: the bidder over HTTP, answering exactly as the command line's `bid` and `bid-deal` (the same handlers, lib/bidder-api).
// GET  /api/bid?hand=AKQ2.KJ3.AT8.Q32&dealer=N[&vul=None][&auction=1S P][&board=n][&locale=sr]  → the bid for that hand
// GET  /api/bid?deal=N:… … … …&dealer=N[&vul=…][&board=n][&locale=…]                         → the whole deal bid
// POST /api/bid {"hand","dealer","vul","auction","locale"} or {"deal","dealer","vul","locale"}: the same, as JSON.
// A request with `deal` bids all four hands ({calls, contract, declarer}); otherwise `hand` is required. Bad input
// answers 400 with {"error":{"code","message","params"}}, the message in the requested language (English by default).
// Bounds come first (lib/bidder-api/request-bounds): a body over 16 KB is 413, a query over 8 KB is 414, an unknown
// field, an over-long value or an auction of more than 319 calls is 400, all before any parsing.

import { NextResponse, type NextRequest } from 'next/server';
import {
  bodyTooLarge, declaredBodyIssue, fieldsIssue, handleBid, handleBidDeal, isRecord, MAX_BODY_BYTES, queryIssue,
} from '@/lib/bidder-api';
import { parseLocale, type Locale } from '@/lib/i18n/locales';
import { issue } from '@/lib/result';
import { queryInput, refuse } from '../json-route';
import { boundedText } from '../bounded-body';

/** The language of the answer's texts: the request's when it names one we speak, English otherwise. */
function localeOf(input: unknown): Locale {
  const asked = isRecord(input) && typeof input.locale === 'string' ? input.locale.slice(0, 16) : '';
  return parseLocale(asked) ?? 'en';
}

function answer(input: unknown): NextResponse {
  const locale = localeOf(input);
  if (!isRecord(input)) return refuse(locale, issue('bad-request', { detail: 'the request must be a JSON object' }));
  const outOfBounds = fieldsIssue(input);
  if (outOfBounds) return refuse(locale, outOfBounds);
  const result = (input.deal !== undefined ? handleBidDeal : handleBid)(input);
  return result.ok ? NextResponse.json(result.value) : refuse(locale, result.error);
}

export function GET(request: NextRequest): NextResponse {
  const { search, searchParams } = request.nextUrl;
  const tooLong = queryIssue(search);
  if (tooLong) return refuse('en', tooLong, 414);
  return answer(queryInput(searchParams));
}

export async function POST(request: NextRequest): Promise<NextResponse> {
  const queryLocale = localeOf(Object.fromEntries(request.nextUrl.searchParams));
  const declared = declaredBodyIssue(request.headers.get('content-length'));
  if (declared) return refuse(queryLocale, declared, 413);
  const text = await boundedText(request.body, MAX_BODY_BYTES);
  if (!text.ok) return refuse(queryLocale, bodyTooLarge(), 413);
  let body: unknown;
  try {
    body = JSON.parse(text.value);
  } catch {
    return refuse(queryLocale, issue('bad-request', { detail: 'the body is not JSON' }));
  }
  return answer(body);
}
