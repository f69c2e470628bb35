// /api/lesson-messages/<locale>: the messages a lesson's interactive parts read in the browser (its practice, which is
// a drill session, and the rules its bidder examples tried first), fetched once when the page has loaded instead of
// repeated inline in every lesson's HTML. Prerendered at build time for each language the lessons are shown in.
// Example: GET /api/lesson-messages/sr-Cyrl → {"common":{…},"rules":{…},…} (the Cyrillic texts); /api/lesson-messages/en → 404.

import { NextResponse } from 'next/server';
import { drillMessages } from '@/lib/i18n/drill-messages';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { lessonLanguage } from '@/lib/lessons/catalogue';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** The locales whose pages show lessons: sr, sr-Cyrl and lv (English has none). */
export function generateStaticParams(): { locale: Locale }[] {
  return LOCALES.filter((locale) => lessonLanguage(locale) !== null).map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<NextResponse> {
  const { locale } = await params;
  const shown = LOCALES.find((l) => l === locale && lessonLanguage(l) !== null);
  if (!shown) return NextResponse.json({ error: { code: 'not-found' } }, { status: 404 });
  return NextResponse.json(drillMessages(shown));
}
