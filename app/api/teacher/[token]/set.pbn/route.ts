// GET /api/teacher/{token}/set.pbn: the set's boards as a PBN file with the expected answers as [Note "answer:…"]
// tags (a file POST /api/sets reads back with the same key), streamed as it is read. The downloads: 20 a minute per link.

import type { NextRequest } from 'next/server';
import { setAsPbn } from '@/server/set-downloads';
import { param } from '../../../set-route';
import { DOWNLOADS_LIMIT, limitedBySecret } from '../../../teacher-limits';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  return limitedBySecret(request, DOWNLOADS_LIMIT, token, (store) => setAsPbn(store, token));
}
