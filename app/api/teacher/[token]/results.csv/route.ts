// GET /api/teacher/{token}/results.csv?tz=Europe/Belgrade: one row per stored answer after a header row, in the set's
// language, the times the devices said in the zone asked (UTC by default) (lib/teach/csv.ts: cells that begin with
// = + - @ are escaped against spreadsheet formulas).

import type { NextRequest } from 'next/server';
import { resultsCsv } from '@/server/set-downloads';
import { askedLocale } from '../../../json-route';
import { getStore, param, send } from '../../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const zone = (request.nextUrl.searchParams.get('tz') ?? 'UTC').slice(0, 64);
  return send(await resultsCsv(await getStore(), param(token), zone, 'answers'), askedLocale(request.nextUrl.searchParams));
}
