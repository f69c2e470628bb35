// POST /api/teacher-keys/recover {name, passphrase} → 200 {teacherKey}: the way back to a lost home (server/recovery.ts).
// 403 `recovery-failed` for a wrong name or a wrong passphrase alike; 429 `recovery-rate-limited` past 20 attempts an
// hour per address or 10 per name. From this site only, the body read within its limit first.

import type { NextRequest } from 'next/server';
import { recoveryRequest } from '@/lib/set-api/recovery-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { recoverKey } from '@/server/recovery';
import { askedLocale } from '../../json-route';
import { checkedBody, clientKey, getStore, refused, send } from '../../set-route';

export async function POST(request: NextRequest) {
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_SET_BODY_BYTES, recoveryRequest);
  if (!body.ok) return refused(locale, body.error);
  return send(await recoverKey(await getStore(), body.value, clientKey(request), Date.now()), locale);
}
