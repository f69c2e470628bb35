// GET /api/quiz/image?item=<code>&locale=<sr|sr-Cyrl|lv|en>: the 1200×630 PNG preview of a shared quiz item (the question,
// the hand, dealer, vulnerability, the auction so far; never the answer), for chat apps' link previews.
// A missing, tampered or over-long code answers 400 bad-quiz-link (a query over 1 KB 414) with {"error":{"code",
// "message","params"}} in the requested language, as /api/bid does; a valid item's image never changes, so it is
// cached for a day, immutable. A long auction (a code may hold 400 calls) is drawn as the rows that fit with a line
// for the calls left out, never refused: the link itself is valid and its page shows every call. Drawing is bounded
// (images.tsx): two at once, a repeat from memory (X-Image-Cache: hit), and when the server is busy 503 image-busy
// with Retry-After.

import { NextResponse, type NextRequest } from 'next/server';
import { errorAnswer } from '@/lib/bidder-api';
import { parseLocale, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { itemFromCode } from '@/lib/quiz';
import { issue, type Issue } from '@/lib/result';
import { previewImage } from './images';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * A share code is ~30–100 characters (itemFromCode refuses one over MAX_ITEM_CODE_LENGTH itself) and the query needs
 * little more: anything over 1 KB is refused before any parsing.
 */
export const MAX_QUERY_BYTES = 1024;

const IMMUTABLE = 'public, max-age=86400, immutable';

function localeOf(value: string | null): Locale {
  return parseLocale((value ?? '').slice(0, 16)) ?? 'en';
}

function refuse(locale: Locale, found: Issue, status = 400): NextResponse {
  return NextResponse.json(errorAnswer(locale, found), { status, headers: { 'Cache-Control': 'no-store' } });
}

/** 503 while two images are being drawn and the wait ran out: the message lives in errors.image (not an input issue). */
function busy(locale: Locale, retryAfter: number): NextResponse {
  const params = { seconds: retryAfter };
  const body = { error: { code: 'image-busy', message: translator(locale)('errors.image.busy', params), params } };
  return NextResponse.json(body, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfter) } });
}

export async function GET(request: NextRequest): Promise<Response> {
  const { search, searchParams } = request.nextUrl;
  const locale = search.length - 1 > MAX_QUERY_BYTES ? 'en' : localeOf(searchParams.get('locale'));
  if (search.length - 1 > MAX_QUERY_BYTES) return refuse(locale, issue('query-too-long', { limit: MAX_QUERY_BYTES }), 414);
  const found = itemFromCode(searchParams.get('item') ?? '');
  if (!found.ok) return refuse(locale, found.error);
  const image = await previewImage(found.value, locale);
  if (!image.ok) return busy(locale, image.error.retryAfter);
  return new Response(image.value.png as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': IMMUTABLE, 'X-Image-Cache': image.value.cached ? 'hit' : 'miss' },
  });
}
