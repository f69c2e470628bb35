// POST /api/sets/{code}/items/{itemId}/auction {calls: ['P', '1S', …]} with the header X-Student-Token: the student's
// whole-auction item replayed with the student's own calls so far (server/auction-steps.ts): the auction so far,
// whether the student is to call, whether it ended; in practice the last call's feedback, the deal once ended (a
// test: the deal once revealed). 404 for anything not found (counted as a miss, as the set's view), 429 over the
// student's limit, 400 for an illegal call. The finished auction is still sent as an answer (PUT …/answers/{id}).

import type { NextRequest } from 'next/server';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { auctionStepRequest, MAX_AUCTION_STEP_BYTES } from '@/lib/set-api/requests';
import { auctionStepOf } from '@/server/auction-steps';
import { askedLocale } from '../../../../../json-route';
import { checkedBody, codeLookup, param, refused } from '../../../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string; itemId: string }> }) {
  const { code, itemId } = await params;
  const body = await checkedBody(request, MAX_AUCTION_STEP_BYTES, auctionStepRequest);
  if (!body.ok) return refused(askedLocale(request.nextUrl.searchParams), body.error);
  const student = request.headers.get(STUDENT_TOKEN_HEADER);
  return codeLookup(request, (store, now) => auctionStepOf(store, param(code), student === null ? null : param(student), param(itemId), body.value, now));
}
