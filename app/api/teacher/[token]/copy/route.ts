// POST /api/teacher/{token}/copy {hands: 'new'|'same', title?, classCode?} → 201 {code, teacherToken, teacherKey?, items}:
// the set's questions in a new set, for next term or another class (`classCode`, with that class's token as
// `Authorization: Bearer`), or listed under the teacher key that is the bearer (a new key when there is none).

import type { NextRequest } from 'next/server';
import { copyRequest } from '@/lib/set-api/class-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { copySet } from '@/server/set-service';
import { askedLocale } from '../../../json-route';
import { bearerOf, checkedBody, clientKey, getStore, limited, param, refused, send } from '../../../set-route';

const COPIES_PER_HOUR = 60;

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, copyRequest);
  if (!body.ok) return refused(locale, body.error);
  const throttled = await limited(store, locale, `create:${clientKey(request)}`, COPIES_PER_HOUR, 3600);
  if (throttled) return throttled;
  return send(await copySet(store, param(token), body.value, bearerOf(request), Date.now()), locale);
}
