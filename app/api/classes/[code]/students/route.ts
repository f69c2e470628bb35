// POST /api/classes/{code}/students {name, pin?} → 201 {studentToken, resumeCode, name}: a student joins the class once,
// behind its join gate (as a set's: 403 `join-pin-needed` / `bad-join-pin`, 409 `joins-closed`, `class-full`); their
// token then answers every set of the class. Limited per client address and per class, as joining a set.

import type { NextRequest } from 'next/server';
import { joinRequest, MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { joinClass } from '@/server/class-service';
import { askedLocale } from '../../../json-route';
import { checkedBody, clientKey, foreignWrite, getStore, limited, param, refused, send } from '../../../set-route';

const JOINS_PER_10_MIN = 600;

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const foreign = foreignWrite(request);
  if (foreign) return refused(locale, foreign);
  const throttled = await limited(store, locale, `join:${clientKey(request)}`, JOINS_PER_10_MIN, 600);
  if (throttled) return throttled;
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, joinRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await joinClass(store, param(code), body.value.name, Date.now(), body.value.pin), locale);
}
