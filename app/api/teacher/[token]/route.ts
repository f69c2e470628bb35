// The teacher's link: GET /api/teacher/{token} → the set and its results; PATCH {closed?, revealed?, opensAt?,
// closesAt?} → the set; DELETE → 204, the set with all its students and answers gone. A wrong or tampered token is 404.

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, patchSetRequest } from '@/lib/set-api/requests';
import { deleteSet, patchSet, teacherView } from '@/server/set-service';
import { askedLocale } from '../../json-route';
import { checkedBody, getStore, param, refused, send } from '../../set-route';

type Params = { params: Promise<{ token: string }> };

export async function GET(request: NextRequest, { params }: Params) {
  const { token } = await params;
  return send(await teacherView(await getStore(), param(token), Date.now()), askedLocale(request.nextUrl.searchParams));
}

export async function PATCH(request: NextRequest, { params }: Params) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, patchSetRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await patchSet(await getStore(), param(token), body.value), locale);
}

export async function DELETE(request: NextRequest, { params }: Params) {
  const { token } = await params;
  return send(await deleteSet(await getStore(), param(token)), askedLocale(request.nextUrl.searchParams));
}
