// POST /api/pairs/join {code}: a partner joins a practice made with a code → 200 {seat, token} (their seat's link),
// once: the code is then used up; 404 for any other code. Limited per client address as joins of sets are.

import type { NextRequest } from 'next/server';
import { pairJoinRequest } from '@/lib/set-api/pair-requests';
import { joinPractice } from '@/server/pair-service';
import { clientWrite, JOINS } from '../../set-route';

/** The body is a code: a few dozen bytes. */
const MAX_JOIN_BYTES = 256;

export function POST(request: NextRequest) {
  return clientWrite(request, JOINS, MAX_JOIN_BYTES, pairJoinRequest, (store, body) => joinPractice(store, body.code, Date.now()));
}
