// GET /api/teacher/{token}/results.csv?tz=Europe/Belgrade: one row per stored answer after a header row, in the set's
// language, the times the devices said in the zone asked (UTC by default) (lib/teach/csv.ts: cells that begin with
// = + - @ are escaped against spreadsheet formulas), streamed as it is read. The downloads: 20 a minute per link.

import type { NextRequest } from 'next/server';
import { resultsCsv } from '@/server/set-downloads';
import { param } from '../../../set-route';
import { DOWNLOADS_LIMIT, limitedBySecret } from '../../../teacher-limits';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  const zone = (request.nextUrl.searchParams.get('tz') ?? 'UTC').slice(0, 64);
  return limitedBySecret(request, DOWNLOADS_LIMIT, token, (store) => resultsCsv(store, token, zone, 'answers'));
}
