// POST /api/teacher/{token}/copy {hands: 'new'|'same', title?, classCode?} → 201 {code, teacherToken, teacherKey?, items}:
// the set's questions in a new set, for next term or another class (`classCode`, with that class's token as
// `Authorization: Bearer`), or listed under the teacher key that is the bearer (a new key when there is none).

import type { NextRequest } from 'next/server';
import { copyRequest } from '@/lib/set-api/class-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { copySet } from '@/server/set-items';
import { bearerOf, clientWrite, CREATES, param } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return clientWrite(request, CREATES, MAX_SET_BODY_BYTES, copyRequest, (store, body) => copySet(store, param(token), body, bearerOf(request), Date.now()));
}
