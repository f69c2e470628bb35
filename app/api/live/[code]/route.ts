// GET /api/live/{code}?device=<the device's id> (a class student's token in X-Student-Token) → the phone's view of a
// live class: the current problem, its own vote, the tally and the system's call when the teacher shows them. Unknown
// codes count against the address as for sets (L5).

import type { NextRequest } from 'next/server';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { livePhoneView } from '@/server/live-votes';
import { codeLookup, param } from '../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const device = request.nextUrl.searchParams.get('device');
  const student = request.headers.get(STUDENT_TOKEN_HEADER);
  return codeLookup(request, (store) => livePhoneView(store, param(code), device === null ? null : param(device), student === null ? null : param(student)));
}
