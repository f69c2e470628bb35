// POST /api/class-teacher/{classToken}/pairs: a partnership practice for the class: the body of POST /api/pairs (no
// `join`) with `pairing` ('roster': `pairs` of the class's students' ids, in the side's seat order; 'code': they pair
// themselves on the class's page) → 201 {teacherToken, pairs: [{label, seats}], deals, keptUntil}; the class keeps the
// teacher link, listed in its teacher's view. 400 `pair-roster-empty`, `pair-student-unknown`, `pair-student-twice`.
// Limited per address as every partnership practice (PAIR_CREATES); a PBN file's deals with ?upload=pbn.

import type { NextRequest } from 'next/server';
import { createClassPairsRequest } from '@/lib/set-api/pair-requests';
import { createClassPairs } from '@/server/pair-class-service';
import { clientWrite, PAIR_CREATES, pairBodyLimit, param } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  return clientWrite(request, PAIR_CREATES, pairBodyLimit(request), createClassPairsRequest, (store, body) => createClassPairs(store, token, body, Date.now()), (body) => body.locale);
}
