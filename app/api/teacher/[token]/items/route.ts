// POST /api/teacher/{token}/items {op: "remove"|"move"|"replace"|"grade", index, to?, grade?} → 200 {set}: the
// teacher's edits of the items — allowed until the first answer arrives (409 after), except choosing whose key grades a board.

import type { NextRequest } from 'next/server';
import { itemsRequest, MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { editItems } from '@/server/set-items';
import { askedLocale } from '../../../json-route';
import { checkedBody, getStore, param, refused, send } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, itemsRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await editItems(await getStore(), param(token), body.value, Date.now()), locale);
}
