// POST /api/teacher-keys → 201 {teacherKey}: a new teacher key, whose home (/<locale>/teacher/<key>) lists every class
// and set made or attached with it. Limited per client address like making sets.

import type { NextRequest } from 'next/server';
import { createKey } from '@/server/teacher-home';
import { askedLocale } from '../json-route';
import { clientKey, CREATES, foreignWrite, getStore, limited, refused, send } from '../set-route';

export async function POST(request: NextRequest) {
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const foreign = foreignWrite(request, false);
  if (foreign) return refused(locale, foreign);
  const throttled = await limited(store, locale, `${CREATES.name}:${clientKey(request)}`, CREATES.count, CREATES.seconds);
  if (throttled) return throttled;
  return send(await createKey(store, Date.now()), locale);
}
