// POST /api/teacher-keys/{key}/links {link} → 200 the home: a set's or a class's teacher link made before (the whole
// address or its token) kept on the key's home too. 404 `bad-teacher-link` when it opens nothing.

import type { NextRequest } from 'next/server';
import { linkRequest } from '@/lib/set-api/class-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { attachToKey } from '@/server/class-service';
import { askedLocale } from '../../../json-route';
import { checkedBody, getStore, param, refused, send } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, linkRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await attachToKey(await getStore(), param(key), body.value.link, Date.now()), locale);
}
