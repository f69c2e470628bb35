// GET /api/teacher/{token}/set.pbn: the set's boards as a PBN file with the expected answers as [Note "answer:…"]
// tags (a file POST /api/sets reads back with the same key).

import type { NextRequest } from 'next/server';
import { setAsPbn } from '@/server/set-downloads';
import { askedLocale } from '../../../json-route';
import { getStore, param, send } from '../../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return send(await setAsPbn(await getStore(), param(token)), askedLocale(request.nextUrl.searchParams));
}
