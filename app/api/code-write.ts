// A write by a code anyone may try (joining a set or a class, resuming on another device): the code-scan block of the
// lookups (server/code-lookups.ts) covers it too, so that these routes tell a real code from a made-up one no faster
// than GET /api/sets|classes/{code} (L-2 of the 2026-12-06 security probe). An address past its misses gets 429 before
// anything is read, the same for every code; a 404 (an unknown code, a wrong resume code) counts as one more miss.
// Example: return codeWrite(request, RESUMES, MAX_SET_BODY_BYTES, resumeRequest, (store, body) => resumeStudent(…));

import type { z } from 'zod';
import type { NextRequest } from 'next/server';
import type { NextResponse } from 'next/server';
import { countMiss, lookupsBlocked } from '@/server/code-lookups';
import type { Reply } from '@/server/replies';
import type { Store } from '@/server/store-types';
import { askedLocale } from './json-route';
import { checkedBody, clientKey, foreignWrite, getStore, limited, refused, send, tooMany, type AddressLimit } from './set-route';

/**
 * clientWrite (set-route.ts) behind the code-scan block: another site's write refused first (it counts against
 * nobody, M3), then the block, then the address's limit and the body; `run` is given the client's address and the time.
 */
export async function codeWrite<S extends z.ZodType>(
  request: NextRequest,
  limit: AddressLimit,
  bytes: number,
  schema: S,
  run: (store: Store, body: z.output<S>, address: string, now: number) => Promise<Reply>,
): Promise<NextResponse> {
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const foreign = foreignWrite(request);
  if (foreign) return refused(locale, foreign);
  const address = clientKey(request);
  const now = Date.now();
  const blocked = await lookupsBlocked(store, address, now);
  if (blocked !== null) return tooMany(locale, blocked);
  const throttled = await limited(store, locale, `${limit.name}:${address}`, limit.count, limit.seconds);
  if (throttled) return throttled;
  const body = await checkedBody(request, bytes, schema);
  if (!body.ok) return refused(locale, body.error);
  const answer = await run(store, body.value, address, now);
  if (answer.status === 404) await countMiss(store, address, now);
  return send(answer, locale);
}
