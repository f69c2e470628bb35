// GET /api/polls/{code}?device=<the device's id> → a shared quiz hand as a poll: the hand and the auction so far; the
// tally (counts under 5 hidden) and the system's call with its rule only once this device has voted. The code is the
// share link's item code (400 bad-quiz-link for one that does not read, poll-not-call for a hand that asks no call).

import type { NextRequest } from 'next/server';
import { askedLocale } from '../../json-route';
import { getStore, param, send } from '../../set-route';
import { pollView } from '@/server/live-votes';
import { MAX_ITEM_CODE_LENGTH } from '@/lib/quiz/item-code';

export async function GET(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const device = request.nextUrl.searchParams.get('device');
  const answer = await pollView(await getStore(), code.slice(0, MAX_ITEM_CODE_LENGTH + 1), device === null ? null : param(device));
  return send(answer, askedLocale(request.nextUrl.searchParams));
}
