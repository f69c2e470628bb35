// GET /api/pair-groups/{token}/deals.pbn: a game per pair and deal, the pair's auction as its [Auction] and contract,
// the system's auction, contract and the pair's mark in notes.

import type { NextRequest } from 'next/server';
import { pairGroupFile } from '@/server/pair-group-service';
import { param, secretView, VIEWS_PER_MINUTE } from '../../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  return secretView(request, 'pair-group-file', token, VIEWS_PER_MINUTE, (store) => pairGroupFile(store, token, 'pbn'));
}
