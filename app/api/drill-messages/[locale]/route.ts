// /api/drill-messages/<locale>: the messages a drill session reads in the browser (the prerendered drill pages, a
// lesson's practice and the rules a lesson's bidder example tried first), fetched once when the page has loaded
// instead of repeated inline in every page's HTML. Prerendered at build time for each language.
// Example: GET /api/drill-messages/sr-Cyrl → {"common":{…},"rules":{…},…} (the Cyrillic texts); /api/drill-messages/xx → 404.

import { NextResponse } from 'next/server';
import { drillMessages } from '@/lib/i18n/drill-messages';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { locale: Locale }[] {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<NextResponse> {
  const { locale } = await params;
  const known = LOCALES.find((l) => l === locale);
  if (!known) return NextResponse.json({ error: { code: 'not-found' } }, { status: 404 });
  return NextResponse.json(drillMessages(known));
}
