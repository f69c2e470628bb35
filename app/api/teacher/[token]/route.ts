// The teacher's link: GET /api/teacher/{token} → the set and its results (60 a minute per link); PATCH {closed?, revealed?, opensAt?,
// closesAt?} → the set; DELETE → 204, the set with all its students and answers gone. A wrong or tampered token is 404.

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, patchSetRequest } from '@/lib/set-api/requests';
import { deleteSet, patchSet, teacherView } from '@/server/set-service';
import { askedLocale } from '../../json-route';
import { hashToken } from '@/server/tokens';
import { checkedBody, foreignWrite, getStore, limited, param, refused, send } from '../../set-route';

type Params = { params: Promise<{ token: string }> };

/** The teacher's page polls every 5 s after each reply; several tabs and the cell views fit well under this. */
const VIEWS_PER_MINUTE = 60;

export async function GET(request: NextRequest, { params }: Params) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  // counted per teacher link (by its hash: no token is stored), whatever the address
  const throttled = await limited(store, locale, `teacher-view:${hashToken(param(token))}`, VIEWS_PER_MINUTE, 60);
  if (throttled) return throttled;
  return send(await teacherView(store, param(token), Date.now()), locale);
}

export async function PATCH(request: NextRequest, { params }: Params) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, patchSetRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await patchSet(await getStore(), param(token), body.value, Date.now()), locale);
}

export async function DELETE(request: NextRequest, { params }: Params) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  // no body, so no Content-Type to require; another site's page still may not delete
  const foreign = foreignWrite(request, false);
  if (foreign) return refused(locale, foreign);
  return send(await deleteSet(await getStore(), param(token)), locale);
}
