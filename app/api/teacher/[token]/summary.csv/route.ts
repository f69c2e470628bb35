// GET /api/teacher/{token}/summary.csv?tz=Europe/Riga: one row per student (answered, right, score %, time spent, first
// and last answer…) after a header row, in the set's language (lib/teach/csv-summary.ts), the times in the zone asked.

import type { NextRequest } from 'next/server';
import { resultsCsv } from '@/server/set-downloads';
import { askedLocale } from '../../../json-route';
import { getStore, param, send } from '../../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const zone = (request.nextUrl.searchParams.get('tz') ?? 'UTC').slice(0, 64);
  return send(await resultsCsv(await getStore(), param(token), zone, 'summary'), askedLocale(request.nextUrl.searchParams));
}
