// The teacher's hold on who is in the set: DELETE /api/teacher/{token}/students/{id} → 204, the student gone with
// their answers and their seat free (a stranger who joined, a name given twice); PATCH … {name} → 200 {id, name}.
// 404 when the link or the student is not the set's. Writes: from this site only, and PATCH as JSON.

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, renameRequest } from '@/lib/set-api/requests';
import { removeStudent, renameStudent } from '@/server/set-service';
import { askedLocale } from '../../../../json-route';
import { checkedBody, foreignWrite, getStore, param, refused, send } from '../../../../set-route';

type Params = { params: Promise<{ token: string; studentId: string }> };

export async function PATCH(request: NextRequest, { params }: Params) {
  const { token, studentId } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, renameRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await renameStudent(await getStore(), param(token), param(studentId), body.value.name), locale);
}

export async function DELETE(request: NextRequest, { params }: Params) {
  const { token, studentId } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  // no body, so no Content-Type to require; another site's page still may not remove anyone
  const foreign = foreignWrite(request, false);
  if (foreign) return refused(locale, foreign);
  return send(await removeStudent(await getStore(), param(token), param(studentId)), locale);
}
