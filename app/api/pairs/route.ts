// POST /api/pairs: a partnership practice (the form: /<locale>/drills/pairs). Body {locale, count (1–24), title?, side?: "NS"|"EW", opponents?:
// "silent"|"system", topics?: [drill kinds or rule ids], seed?, join?, pbn?: "<PBN text>" (with ?upload=pbn)} → 201 {seats: [{seat, token}], deals, keptUntil}: each
// token is one seat's link (/<locale>/pair/<token>). No topics: seeded boards; topics: deals where one of their rules
// decides a call of the pair. Limited per client address, apart from sets (PAIR_CREATES) (README "Partnership practice").

import type { NextRequest } from 'next/server';
import { createPairRequest } from '@/lib/set-api/pair-requests';
import { createPractice } from '@/server/pair-service';
import { clientWrite, PAIR_CREATES, pairBodyLimit } from '../set-route';

export function POST(request: NextRequest) {
  return clientWrite(request, PAIR_CREATES, pairBodyLimit(request), createPairRequest, (store, body) => createPractice(store, body, Date.now()), (body) => body.locale);
}
