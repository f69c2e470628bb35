// POST /api/class-teacher/{classToken}/sets {link} → 200 the class's teacher view: a set made on its own (its teacher
// link, whole or its token) is assigned to the class; its students answer it under their class names from then on.
// 409 `set-in-other-class` when another class has it.

import type { NextRequest } from 'next/server';
import { linkRequest } from '@/lib/set-api/class-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { assignSet } from '@/server/class-service';
import { askedLocale } from '../../../json-route';
import { checkedBody, getStore, param, refused, send } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, linkRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await assignSet(await getStore(), param(token), body.value.link, Date.now()), locale);
}
