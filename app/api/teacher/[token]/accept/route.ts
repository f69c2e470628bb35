// POST /api/teacher/{token}/accept {id, call, student?, extend?, preview?} → 200 {set, results}: the call counts as right
// for that item too, on the set's one hand or (fresh hands) on the student's and the hands it is extended to; with
// `preview`, 200 {preview: true, hand, others}: what it would turn right, nothing changed (server/accept-service.ts).

import type { NextRequest } from 'next/server';
import { acceptRequest, MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { acceptAnswer } from '@/server/accept-service';
import { askedLocale } from '../../../json-route';
import { checkedBody, getStore, param, refused, send } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, acceptRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await acceptAnswer(await getStore(), param(token), body.value, Date.now()), locale);
}
