// GET /api/pair-groups/{token}: the teacher's view of a class's partnership practice: every pair's deals (whole: the
// teacher holds no seat), the calls so far, each review and mark, and per rule where the pairs left the system.

import type { NextRequest } from 'next/server';
import { viewPairGroup } from '@/server/pair-group-service';
import { param, secretView, VIEWS_PER_MINUTE } from '../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  return secretView(request, 'pair-group-view', token, VIEWS_PER_MINUTE, (store) => viewPairGroup(store, token));
}
