// GET /api/pair-groups/{token}/results.csv: a row per pair and deal (the pair's contract, the system's, the mark, its
// calls and how many were the system's), in the practice's language and its spreadsheet's separators.

import type { NextRequest } from 'next/server';
import { pairGroupFile } from '@/server/pair-group-service';
import { param, secretView, VIEWS_PER_MINUTE } from '../../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  return secretView(request, 'pair-group-file', token, VIEWS_PER_MINUTE, (store) => pairGroupFile(store, token, 'csv'));
}
