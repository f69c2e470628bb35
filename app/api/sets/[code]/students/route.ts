// POST /api/sets/{code}/students {name, pin?} → 201 {studentToken, resumeCode, name}: a student joins with a display name
// (≤ 40 characters) and, when the teacher set one, the set's PIN (403 `join-pin-needed` / `bad-join-pin`; 409
// `joins-closed` when the teacher takes no new names). Limited per client address, generously (a class of 300 may join
// from one school), and per set (JOINS_PER_SET_MINUTE, server/config.ts).

import type { NextRequest } from 'next/server';
import { joinRequest, MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { joinSet } from '@/server/set-service';
import { askedLocale } from '../../../json-route';
import { checkedBody, clientKey, foreignWrite, getStore, limited, param, refused, send } from '../../../set-route';

/** Joins one address may make in ten minutes: a whole class (300) twice over. */
const JOINS_PER_10_MIN = 600;

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  // another site's write, or a body not declared JSON, is refused before it counts against this address (M3)
  const foreign = foreignWrite(request);
  if (foreign) return refused(locale, foreign);
  const throttled = await limited(store, locale, `join:${clientKey(request)}`, JOINS_PER_10_MIN, 600);
  if (throttled) return throttled;
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, joinRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await joinSet(store, param(code), body.value.name, Date.now(), body.value.pin), locale);
}
