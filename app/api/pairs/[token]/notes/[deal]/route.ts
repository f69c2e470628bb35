// PUT /api/pairs/{token}/notes/{deal} {text}: the seat's short note for partner on a deal whose auction has ended
// (written over; empty clears it) → 200 with the deal as it now is; 409 before the auction has ended.

import type { NextRequest } from 'next/server';
import { pairNoteRequest } from '@/lib/set-api/pair-requests';
import { putPairNote } from '@/server/pair-service';
import { param, secretWrite } from '../../../../set-route';

export async function PUT(request: NextRequest, { params }: { params: Promise<{ token: string; deal: string }> }) {
  const { token, deal } = await params;
  return secretWrite(request, pairNoteRequest, (store, body) => putPairNote(store, param(token), param(deal), body, Date.now()));
}
