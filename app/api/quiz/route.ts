// /api/quiz: drill items over HTTP, answering exactly as the command line's `quiz` (the same handler).
// GET /api/quiz?topic=O-1NT&seed=5[&count=10][&locale=sr] → { items: [{ topic, seed, deal, dealer, vul, auction, seat,
// hand, kind, nearMiss, expected, code }] }; `code` is the item's share code (/<locale>/drills/<topic>?item=<code>).
// Bounds come first, as for /api/bid: a query over 1 KB is 414; an unknown field or an over-long value is 400.
// Bad input answers 400 with {"error":{"code","message","params"}}, the message in the requested language.
// The work is bounded (lib/bidder-api QUIZ_DRAW_BUDGET: a session stops early with complete: false) and counted,
// not timed, so an answer is a function of its query: cached for a day, immutable (a day, not a year, so that a
// release that changes the generator reaches every cache within a day). The seed is required, so there is no
// random answer to keep out of caches; refusals are not stored.

import { NextResponse, type NextRequest } from 'next/server';
import { boundsIssue, handleQuiz, MAX_QUIZ_QUERY_BYTES, queryIssue, QUIZ_BOUNDS, QUIZ_FIELDS } from '@/lib/bidder-api';
import { parseLocale, type Locale } from '@/lib/i18n/locales';
import { issue, type Issue } from '@/lib/result';
import { queryInput, refuse as refusal } from '../json-route';

const CACHED_ANSWER = 'public, max-age=86400, immutable';

function refuse(locale: Locale, found: Issue, status = 400): NextResponse {
  return refusal(locale, found, status, { 'Cache-Control': 'no-store' });
}

export function GET(request: NextRequest): NextResponse {
  const { search, searchParams } = request.nextUrl;
  const tooLong = queryIssue(search, MAX_QUIZ_QUERY_BYTES);
  if (tooLong) return refuse('en', tooLong, 414);
  const input = queryInput(searchParams);
  const asked = parseLocale((input.locale ?? '').slice(0, 16));
  const locale: Locale = asked ?? 'en';
  const outOfBounds = boundsIssue(input, QUIZ_BOUNDS);
  if (outOfBounds) return refuse(locale, outOfBounds);
  if (input.locale !== undefined && asked === undefined) return refuse(locale, issue('bad-locale', { locale: input.locale }));
  const { locale: _locale, ...fields } = input;
  const missing = QUIZ_FIELDS.required.find((field) => !Object.hasOwn(fields, field));
  if (missing) return refuse(locale, issue('missing-field', { field: missing }));
  const result = handleQuiz(fields);
  return result.ok ? NextResponse.json(result.value, { headers: { 'Cache-Control': CACHED_ANSWER } }) : refuse(locale, result.error);
}
