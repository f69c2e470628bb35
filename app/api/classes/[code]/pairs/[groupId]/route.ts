// POST /api/classes/{code}/pairs/{groupId} with the class student's token in X-Student-Token: {action: 'open'} → 200
// {seat, token, partner, joinCode}: a link of their seat in the class's partnership practice for this device (409
// `pair-not-paired` / `pair-no-seat-yet` when they have none); where the students pair themselves, {action: 'start'}
// → 201 with the code for the partner, {action: 'join', code} → 200 (404 `pair-code-not-found`; 409 `pair-seat-held`
// when they have a seat already). Behind the code-scan block and the joins' address limit, as joining the class.

import type { NextRequest } from 'next/server';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { classPairSeatRequest } from '@/lib/set-api/pair-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { classPairSeat } from '@/server/pair-class-service';
import { codeWrite } from '../../../../code-write';
import { JOINS, param } from '../../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string; groupId: string }> }) {
  const { code, groupId } = await params;
  const student = request.headers.get(STUDENT_TOKEN_HEADER);
  return codeWrite(request, JOINS, MAX_SET_BODY_BYTES, classPairSeatRequest, (store, body, _address, now) =>
    classPairSeat(store, param(code), student === null ? null : param(student), param(groupId), body, now));
}
