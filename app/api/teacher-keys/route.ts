// POST /api/teacher-keys → 201 {teacherKey}: a new teacher key, whose home (/<locale>/teacher/<key>) lists every class
// and set made or attached with it. Limited per client address like making sets.

import type { NextRequest } from 'next/server';
import { createKey } from '@/server/class-service';
import { askedLocale } from '../json-route';
import { clientKey, foreignWrite, getStore, limited, refused, send } from '../set-route';

/** Keys one address may make in an hour. */
const KEYS_PER_HOUR = 60;

export async function POST(request: NextRequest) {
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const foreign = foreignWrite(request, false);
  if (foreign) return refused(locale, foreign);
  const throttled = await limited(store, locale, `create:${clientKey(request)}`, KEYS_PER_HOUR, 3600);
  if (throttled) return throttled;
  return send(await createKey(store, Date.now()), locale);
}
