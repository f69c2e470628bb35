// PUT /api/sets/{code}/answers/{answerId} {studentToken, item, answer, ms}: one answer, stored once per id made on
// the device → 201 the first time, 200 for a repeat (nothing changes; also once closed), 409 when the set is closed or
// the id is another answer's; in practice mode
// (or once a test is revealed) the reply carries the grade and the expected answer. Limited per student, all their devices together (set-answers).

import type { NextRequest } from 'next/server';
import { answerRequest, MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { putAnswer } from '@/server/set-answers';
import { askedLocale } from '../../../../json-route';
import { checkedBody, getStore, param, refused, send } from '../../../../set-route';

export async function PUT(request: NextRequest, { params }: { params: Promise<{ code: string; answerId: string }> }) {
  const { code, answerId } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, answerRequest);
  if (!body.ok) return refused(locale, body.error);
  const store = await getStore();
  return send(await putAnswer(store, param(code), param(answerId), body.value, Date.now()), locale);
}
