// "Check against today's system": GET /api/teacher/{token}/system-check → what today's system would change in the
// stored expected answers and grades, changing nothing; POST {} → the same, applied (the items and answers regraded).
// Asked and applied together: 10 a minute per link.

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, systemCheckRequest } from '@/lib/set-api/requests';
import { systemCheck } from '@/server/set-check';
import { askedLocale } from '../../../json-route';
import { checkedBody, getStore, param, refused, send } from '../../../set-route';
import { CHECK_LIMIT, limitedBySecret, secretThrottled } from '../../../teacher-limits';

type Params = { params: Promise<{ token: string }> };

export async function GET(request: NextRequest, { params }: Params) {
  const token = param((await params).token);
  return limitedBySecret(request, CHECK_LIMIT, token, (store) => systemCheck(store, token, false));
}

export async function POST(request: NextRequest, { params }: Params) {
  const token = param((await params).token);
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, systemCheckRequest);
  if (!body.ok) return refused(locale, body.error);
  const throttled = await secretThrottled(request, CHECK_LIMIT, token);
  if (throttled) return throttled;
  return send(await systemCheck(await getStore(), token, true), locale);
}
