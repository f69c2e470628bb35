// PUT /api/polls/{code}/votes {device, call} → 201 (stored) or 200 (the device had voted: its first vote stands), with
// the poll's tally and the system's call. Limited per address (VOTES); one vote per device and hand.

import type { NextRequest } from 'next/server';
import { voteRequest } from '@/lib/set-api/live-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { putPollVote } from '@/server/live-votes';
import { MAX_ITEM_CODE_LENGTH } from '@/lib/quiz/item-code';
import { clientWrite, VOTES } from '../../../set-route';

export async function PUT(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return clientWrite(request, VOTES, MAX_SET_BODY_BYTES, voteRequest, (store, body) => putPollVote(store, code.slice(0, MAX_ITEM_CODE_LENGTH + 1), body, Date.now()));
}
