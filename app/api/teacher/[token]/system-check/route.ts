// "Check against today's system": GET /api/teacher/{token}/system-check → what today's system would change in the
// stored expected answers and grades, changing nothing; POST {} → the same, applied (the items and answers regraded).

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, systemCheckRequest } from '@/lib/set-api/requests';
import { systemCheck } from '@/server/set-check';
import { askedLocale } from '../../../json-route';
import { checkedBody, getStore, param, refused, send } from '../../../set-route';

type Params = { params: Promise<{ token: string }> };

export async function GET(request: NextRequest, { params }: Params) {
  const { token } = await params;
  return send(await systemCheck(await getStore(), param(token), false), askedLocale(request.nextUrl.searchParams));
}

export async function POST(request: NextRequest, { params }: Params) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, systemCheckRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await systemCheck(await getStore(), param(token), true), locale);
}
