// The limits of a teacher link's heavy routes, counted per link (by its hash, whatever the address) as the view's 60 a
// minute is: each a number a teacher never meets in normal use, and a script meets at once (429 with Retry-After and
// the message in the asked language). Example: return limitedBySecret(request, HANDS_LIMIT, token, (store) => teacherHands(store, token, page)).

import type { NextRequest, NextResponse } from 'next/server';
import type { Reply } from '@/server/replies';
import type { Store } from '@/server/store-types';
import { hashToken } from '@/server/tokens';
import { askedLocale } from './json-route';
import { getStore, limited, send } from './set-route';

/** A route's limit per teacher link: `perMinute` requests a minute under the key `<name>:<hash of the link>`. */
export interface SecretLimit {
  readonly name: string;
  readonly perMinute: number;
}

/** The worksheet's pages of hands: a roster of 300 in pages of 5 is 60 requests, so a teacher may load it 4 times a minute. */
export const HANDS_LIMIT: SecretLimit = { name: 'teacher-hands', perMinute: 240 };
/** One square of the grid, opened by a click: two a second for a whole minute. */
export const CELL_LIMIT: SecretLimit = { name: 'teacher-cell', perMinute: 120 };
/** The files (results.csv, summary.csv, set.pbn) together: a teacher downloads each once or twice after class. */
export const DOWNLOADS_LIMIT: SecretLimit = { name: 'teacher-download', perMinute: 20 };
/** The system check, asked (GET) or applied (POST): a button a teacher presses once in a while. */
export const CHECK_LIMIT: SecretLimit = { name: 'teacher-check', perMinute: 10 };

/** The 429 when the link has used up `limit` this minute (counted now), null when the request may go on. */
export async function secretThrottled(request: NextRequest, limit: SecretLimit, secret: string): Promise<NextResponse | null> {
  return limited(await getStore(), askedLocale(request.nextUrl.searchParams), `${limit.name}:${hashToken(secret)}`, limit.perMinute, 60);
}

/** A read by a teacher link under its route's limit: 429 past it, else the service's reply sent in the asked locale. */
export async function limitedBySecret(request: NextRequest, limit: SecretLimit, secret: string, run: (store: Store) => Promise<Reply>): Promise<NextResponse> {
  const throttled = await secretThrottled(request, limit, secret);
  if (throttled) return throttled;
  return send(await run(await getStore()), askedLocale(request.nextUrl.searchParams));
}
