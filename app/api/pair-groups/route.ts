// POST /api/pair-groups: a class's partnership practice: the body of POST /api/pairs with `pairs` (their labels,
// "Ana – Bojan", 1–40) → 201 {teacherToken, pairs: [{label, seats: [{seat, token}]}], deals, keptUntil}: every pair
// bids the same deals; the teacher's link (/<locale>/pairs-teacher/<token>) shows them all. Limited per address, apart from sets (PAIR_CREATES).

import type { NextRequest } from 'next/server';
import { createPairGroupRequest } from '@/lib/set-api/pair-requests';
import { createPairGroup } from '@/server/pair-group-service';
import { clientWrite, PAIR_CREATES, pairBodyLimit } from '../set-route';

export function POST(request: NextRequest) {
  return clientWrite(request, PAIR_CREATES, pairBodyLimit(request), createPairGroupRequest, (store, body) => createPairGroup(store, body, Date.now()), (body) => body.locale);
}
