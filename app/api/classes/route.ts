// POST /api/classes {title, locale} → 201 {code, classToken, teacherKey?}: a new class. `classToken` is its teacher's
// secret (/<locale>/class-teacher/<token>); with `Authorization: Bearer <teacherKey>` the class is listed on that key's
// home, without one a new key is made and given back as `teacherKey`. Limited per client address like making sets.

import type { NextRequest } from 'next/server';
import { createClassRequest } from '@/lib/set-api/class-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { createClass } from '@/server/class-service';
import { askedLocale } from '../json-route';
import { bearerOf, checkedBody, clientKey, foreignWrite, getStore, limited, refused, send } from '../set-route';

const CLASSES_PER_HOUR = 60;

export async function POST(request: NextRequest) {
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const foreign = foreignWrite(request);
  if (foreign) return refused(locale, foreign);
  const throttled = await limited(store, locale, `create:${clientKey(request)}`, CLASSES_PER_HOUR, 3600);
  if (throttled) return throttled;
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, createClassRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await createClass(store, body.value, bearerOf(request), Date.now()), body.value.locale);
}
