// GET /api/pairs/{token}: the seat's view of its practice (its own hand only until a deal's auction has ended; then
// the four hands, the review and both notes). The page polls it every few seconds while it is open: limited per token.

import type { NextRequest } from 'next/server';
import { viewPractice } from '@/server/pair-service';
import { param, secretView } from '../../set-route';

/** Polled every 2 s while a page is open (30 a minute), by both of a seat's tabs at most. */
const PAIR_VIEWS_PER_MINUTE = 90;

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  return secretView(request, 'pair-view', token, PAIR_VIEWS_PER_MINUTE, (store) => viewPractice(store, token, Date.now()));
}
