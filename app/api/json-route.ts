// The glue the JSON API routes share (/api/bid, /api/quiz, /api/sets, /api/teacher): a refusal as
// {"error":{"code","message","params"}} in the asked language with its status, the query read as a request record,
// a JSON body read within its byte limit, and a service's reply sent as a response.
// Example: refuse('sr', issue('bad-seat', { seat: 'Q' })) → 400 {"error":{"code":"bad-seat","message":"„Q“ nije strana: …"}}.

import { NextResponse } from 'next/server';
import { errorAnswer, queryRecord } from '@/lib/bidder-api';
import { parseLocale, type Locale } from '@/lib/i18n/locales';
import { err, issue, ok, type Issue, type Result } from '@/lib/result';
import { boundedText } from './bounded-body';

export function refuse(locale: Locale, found: Issue, status = 400, headers?: Readonly<Record<string, string>>): NextResponse {
  return NextResponse.json(errorAnswer(locale, found), { status, headers });
}

/** The request's query fields, the first of repeated ones counting. */
export function queryInput(searchParams: URLSearchParams): Record<string, string> {
  return queryRecord(searchParams);
}

/** The language a route answers in: the query's `locale` when it names one we speak, else `fallback`. */
export function askedLocale(searchParams: URLSearchParams, fallback: Locale = 'en'): Locale {
  return parseLocale((searchParams.get('locale') ?? '').slice(0, 16)) ?? fallback;
}

export interface Refusal {
  readonly status: number;
  readonly issue: Issue;
}

/**
 * A request's JSON body, never holding more than `limit` bytes: a declared or counted size over it is 413 before a
 * byte is parsed; a body that is not JSON is 400.
 */
export async function jsonBody(request: Request, limit: number): Promise<Result<unknown, Refusal>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = { status: 413, issue: issue('request-too-large', { limit }) };
  if (Number.isFinite(declared) && declared > limit) return err(tooLarge);
  const text = await boundedText(request.body, limit);
  if (!text.ok) return err(tooLarge);
  try {
    return ok(JSON.parse(text.value.replace(/^\uFEFF/, '')));
  } catch {
    return err({ status: 400, issue: issue('bad-request', { detail: 'the body is not JSON' }) });
  }
}
