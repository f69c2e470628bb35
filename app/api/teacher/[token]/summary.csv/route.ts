// GET /api/teacher/{token}/summary.csv?tz=Europe/Riga: one row per student (answered, right, score %, time spent, first
// and last answer…) after a header row, in the set's language (lib/teach/csv-summary.ts), the times in the zone asked,
// streamed as it is read. The downloads: 20 a minute per link.

import type { NextRequest } from 'next/server';
import { resultsCsv } from '@/server/set-downloads';
import { param } from '../../../set-route';
import { DOWNLOADS_LIMIT, limitedBySecret } from '../../../teacher-limits';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  const zone = (request.nextUrl.searchParams.get('tz') ?? 'UTC').slice(0, 64);
  return limitedBySecret(request, DOWNLOADS_LIMIT, token, (store) => resultsCsv(store, token, zone, 'summary'));
}
