// /api/drill: the ten questions of a drill session for the prerendered drill page (app/_components/drill/
// drill-from-address.tsx), with their share codes and the session as a PBN file.
// GET /api/drill?topic=open&seed=42&locale=lv → { seed: 42, entries: [{ item, code }, …], pbn: '[Event "…"] …' }.
// The same query always gives the same session, so the answer may be cached (a day: a new release may deal anew).
// Bounds first: a query over 256 bytes is 414; a missing or unknown topic, a bad seed or locale is 400 with
// {"error":{"code","message","params"}} in the requested language.

import { NextResponse, type NextRequest } from 'next/server';
import { queryIssue } from '@/lib/bidder-api/request-bounds';
import { translator } from '@/lib/i18n/translate';
import { drillItems } from '@/lib/quiz/drill-items';
import { drillText } from '@/lib/quiz/drill-text';
import { itemsPbn } from '@/lib/quiz/pbn-export';
import { isTopic } from '@/lib/quiz/topics';
import { issue } from '@/lib/result';
import { askedLocale, refuse } from '../json-route';

const MAX_DRILL_QUERY_BYTES = 256;
const CACHE = 'public, max-age=86400';

export function GET(request: NextRequest): NextResponse {
  const { search, searchParams } = request.nextUrl;
  const tooLong = queryIssue(search, MAX_DRILL_QUERY_BYTES);
  if (tooLong) return refuse('en', tooLong, 414);
  const locale = askedLocale(searchParams);
  const topic = searchParams.get('topic') ?? '';
  if (topic === '') return refuse(locale, issue('missing-field', { field: 'topic' }));
  if (!isTopic(topic)) return refuse(locale, issue('bad-topic', { topic }));
  const seed = searchParams.get('seed') ?? '';
  if (seed === '') return refuse(locale, issue('missing-field', { field: 'seed' }));
  const found = drillItems(topic, { seed }, () => 0);
  if (!found.ok) return refuse(locale, found.error);
  const { entries } = found.value;
  const t = translator(locale);
  const pbn = itemsPbn(
    entries.map((e) => e.item),
    { locale, event: drillText(t, topic).title },
  );
  return NextResponse.json({ seed: found.value.seed, entries, pbn }, { headers: { 'Cache-Control': CACHE } });
}
