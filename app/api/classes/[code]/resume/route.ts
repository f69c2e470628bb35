// POST /api/classes/{code}/resume {resumeCode} → 200 {studentToken, name}: the same class student on another device.
// Limited per client address against guessing, as a set's resume.

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, resumeRequest } from '@/lib/set-api/requests';
import { resumeClass } from '@/server/class-service';
import { askedLocale } from '../../../json-route';
import { checkedBody, clientKey, foreignWrite, getStore, limited, param, refused, send } from '../../../set-route';

const RESUMES_PER_10_MIN = 600;

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const foreign = foreignWrite(request);
  if (foreign) return refused(locale, foreign);
  const throttled = await limited(store, locale, `resume:${clientKey(request)}`, RESUMES_PER_10_MIN, 600);
  if (throttled) return throttled;
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, resumeRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await resumeClass(store, param(code), body.value.resumeCode), locale);
}
