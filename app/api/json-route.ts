// The glue the JSON API routes share (/api/bid, /api/quiz): a refusal as {"error":{"code","message","params"}} in the
// asked language with its status, and the query read as a request record (lib/bidder-api queryRecord).
// Example: refuse('sr', issue('bad-seat', { seat: 'Q' })) → 400 {"error":{"code":"bad-seat","message":"„Q“ nije strana: …"}}.

import { NextResponse } from 'next/server';
import { errorAnswer, queryRecord } from '@/lib/bidder-api';
import type { Locale } from '@/lib/i18n/locales';
import type { Issue } from '@/lib/result';

export function refuse(locale: Locale, found: Issue, status = 400): NextResponse {
  return NextResponse.json(errorAnswer(locale, found), { status });
}

/** The request's query fields, the first of repeated ones counting. */
export function queryInput(searchParams: URLSearchParams): Record<string, string> {
  return queryRecord(searchParams);
}
