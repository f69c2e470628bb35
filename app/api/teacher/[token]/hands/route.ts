// Every stored item of a set with what grades it, for the worksheet: GET /api/teacher/{token}/hands → {hands, groups:
// [{student: null | {id, name}, items: […]}]} (one group with the same hands, one per student with fresh hands).

import type { NextRequest } from 'next/server';
import { teacherHands } from '@/server/set-downloads';
import { askedLocale } from '../../../json-route';
import { getStore, param, send } from '../../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return send(await teacherHands(await getStore(), param(token)), askedLocale(request.nextUrl.searchParams));
}
