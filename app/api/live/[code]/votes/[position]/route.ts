// PUT /api/live/{code}/votes/{position} {device, call} (a class student's token in X-Student-Token) → 201 {stored:
// 'created', call}, or 200 {stored: 'repeat', call} when the device (or the student, on any device) has voted: the
// first vote stands. 409 live-votes-closed once the tally is shown or the class has moved on; 400 illegal-call.
// Limited per address (VOTES) behind the code-scan block, as joins are.

import type { NextRequest } from 'next/server';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { voteRequest } from '@/lib/set-api/live-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { putLiveVote } from '@/server/live-votes';
import { codeWrite } from '../../../../code-write';
import { param, VOTES } from '../../../../set-route';

export async function PUT(request: NextRequest, { params }: { params: Promise<{ code: string; position: string }> }) {
  const { code, position } = await params;
  const student = request.headers.get(STUDENT_TOKEN_HEADER);
  const at = /^\d{1,2}$/.test(position) ? Number(position) : -1;
  return codeWrite(request, VOTES, MAX_SET_BODY_BYTES, voteRequest, (store, body, _address, now) =>
    putLiveVote(store, param(code), at, body, student === null ? null : param(student), now));
}
