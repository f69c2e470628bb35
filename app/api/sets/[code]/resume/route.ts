// POST /api/sets/{code}/resume {resumeCode} → 200 {studentToken, name}: the same student on another device (a new
// token beside the first, so that both devices' answers count). Limited per client address against guessing.

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, resumeRequest } from '@/lib/set-api/requests';
import { resumeStudent } from '@/server/set-service';
import { askedLocale } from '../../../json-route';
import { checkedBody, clientKey, foreignWrite, getStore, limited, param, refused, send } from '../../../set-route';

/** Resume attempts one address may make in ten minutes: a class coming back, not a guesser. */
const RESUMES_PER_10_MIN = 600;

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  // another site's write, or a body not declared JSON, is refused before it counts against this address (M3)
  const foreign = foreignWrite(request);
  if (foreign) return refused(locale, foreign);
  const throttled = await limited(store, locale, `resume:${clientKey(request)}`, RESUMES_PER_10_MIN, 600);
  if (throttled) return throttled;
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, resumeRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await resumeStudent(store, param(code), body.value.resumeCode), locale);
}
