// PUT /api/pairs/{token}/calls/{callId} {deal, turn, call}: a partner's call, stored once per id made on the device →
// 201 the first time, 200 for a resend (nothing changes), 409 when it is not this seat's turn or the turn has its call
// already, 400 for a call that is not allowed there. The reply is the deal as it now is (the system's calls for the
// opponents after it; the review once the auction has ended).

import type { NextRequest } from 'next/server';
import { pairCallRequest } from '@/lib/set-api/pair-requests';
import { putPairCall } from '@/server/pair-service';
import { param, secretWrite } from '../../../../set-route';

export async function PUT(request: NextRequest, { params }: { params: Promise<{ token: string; callId: string }> }) {
  const { token, callId } = await params;
  return secretWrite(request, pairCallRequest, (store, body) => putPairCall(store, param(token), param(callId), body, Date.now()));
}
