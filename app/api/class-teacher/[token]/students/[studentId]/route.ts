// The class teacher's hold on the roster: DELETE /api/class-teacher/{classToken}/students/{id} → 204, the student gone
// from the class and each of its sets with their answers; PATCH … {name} → 200 {id, name}, renamed everywhere.

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, renameRequest } from '@/lib/set-api/requests';
import { removeClassStudent, renameClassStudent } from '@/server/class-service';
import { askedLocale } from '../../../../json-route';
import { checkedBody, foreignWrite, getStore, param, refused, send } from '../../../../set-route';

type Params = { params: Promise<{ token: string; studentId: string }> };

export async function PATCH(request: NextRequest, { params }: Params) {
  const { token, studentId } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, renameRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await renameClassStudent(await getStore(), param(token), param(studentId), body.value.name), locale);
}

export async function DELETE(request: NextRequest, { params }: Params) {
  const { token, studentId } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const foreign = foreignWrite(request, false);
  if (foreign) return refused(locale, foreign);
  return send(await removeClassStudent(await getStore(), param(token), param(studentId)), locale);
}
