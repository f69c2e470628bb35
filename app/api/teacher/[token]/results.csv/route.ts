// GET /api/teacher/{token}/results.csv: one row per stored answer, a header row first (lib/teach/csv.ts: cells that
// begin with = + - @ are escaped against spreadsheet formulas).

import type { NextRequest } from 'next/server';
import { resultsCsv } from '@/server/set-service';
import { askedLocale } from '../../../json-route';
import { getStore, param, send } from '../../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return send(await resultsCsv(await getStore(), param(token)), askedLocale(request.nextUrl.searchParams));
}
