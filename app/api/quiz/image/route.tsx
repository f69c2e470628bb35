// GET /api/quiz/image?item=<code>&locale=<sr|lv|en>: the 1200×630 PNG preview of a shared quiz item (the question,
// the hand, dealer, vulnerability, the auction so far; never the answer), for chat apps' link previews.
// A bad, tampered or over-long link answers 400 (414 for a query over 1 KB) with {"error":{"code","message","params"}}
// in the requested language, as /api/bid does; a valid item's image never changes, so it is cached for a day, immutable.

import { ImageResponse } from 'next/og';
import { NextResponse, type NextRequest } from 'next/server';
import { errorAnswer } from '@/lib/bidder-api';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { issue, type Issue } from '@/lib/result';
import { imageFonts } from './fonts';
import { IMAGE_SIZE, ItemPreview } from './preview';
import { itemOfQuery } from './item-query';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A share code is ~30–50 characters and a query needs little more: anything longer is refused before parsing. */
export const MAX_QUERY_BYTES = 1024;

const IMMUTABLE = 'public, max-age=86400, immutable';

function localeOf(value: string | null): Locale {
  const asked = (value ?? '').slice(0, 8).trim().toLowerCase();
  return isLocale(asked) ? asked : 'en';
}

function refuse(locale: Locale, found: Issue, status = 400): NextResponse {
  return NextResponse.json(errorAnswer(locale, found), { status, headers: { 'Cache-Control': 'no-store' } });
}

export async function GET(request: NextRequest): Promise<Response> {
  const { search, searchParams } = request.nextUrl;
  const locale = search.length - 1 > MAX_QUERY_BYTES ? 'en' : localeOf(searchParams.get('locale'));
  if (search.length - 1 > MAX_QUERY_BYTES) return refuse(locale, issue('query-too-long', { limit: MAX_QUERY_BYTES }), 414);
  const found = itemOfQuery(searchParams);
  if (!found.ok) return refuse(locale, found.error);
  const fonts = await imageFonts();
  return new ImageResponse(<ItemPreview item={found.value} t={translator(locale)} />, {
    ...IMAGE_SIZE,
    fonts: [...fonts],
    headers: { 'Cache-Control': IMMUTABLE },
  });
}
