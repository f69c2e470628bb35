// The class teacher's link: GET /api/class-teacher/{classToken} → {class, students, sets, progress, trend}: the roster,
// the class's sets with their teacher links, and per student the first attempts per rule id ({rule, answered, right})
// and per set, across all the class's sets (60 a minute per link); PATCH {title?, joinPin?, joinsClosed?, archived?}
// → the same. A wrong or tampered token is 404.

import type { NextRequest } from 'next/server';
import { patchClassRequest } from '@/lib/set-api/class-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { classTeacherView, patchClass } from '@/server/class-service';
import { hashToken } from '@/server/tokens';
import { askedLocale } from '../../json-route';
import { checkedBody, getStore, limited, param, refused, send } from '../../set-route';

type Params = { params: Promise<{ token: string }> };

const VIEWS_PER_MINUTE = 60;

export async function GET(request: NextRequest, { params }: Params) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const throttled = await limited(store, locale, `class-view:${hashToken(param(token))}`, VIEWS_PER_MINUTE, 60);
  if (throttled) return throttled;
  return send(await classTeacherView(store, param(token), Date.now()), locale);
}

export async function PATCH(request: NextRequest, { params }: Params) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, patchClassRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await patchClass(await getStore(), param(token), body.value, Date.now()), locale);
}
