// POST /api/live {locale, title?, show?: 'hand'|'table', source, classCode?} → 201 {code, teacherToken, problems}: a live
// class for the projector (/<locale>/live-teacher/<token>) and the room's phones (/<locale>/live/<code>). The source:
// {source: 'topics', topics, count, seed?}, {source: 'pbn', pbn} (with ?upload=pbn), {source: 'set', link} (a set's
// teacher link) or {source: 'item', code} (a shared hand). With `classCode` the class's token is the bearer and its
// students vote under their names (404 class-not-found otherwise). 400 live-no-calls: no bidding question in the source.

import type { NextRequest } from 'next/server';
import { createLiveRequest, MAX_LIVE_BODY_BYTES } from '@/lib/set-api/live-requests';
import { MAX_UPLOAD_BODY_BYTES } from '@/lib/set-api/requests';
import { createLive } from '@/server/live-service';
import { bearerOf, clientWrite, LIVE_CREATES } from '../set-route';

export function POST(request: NextRequest) {
  const bytes = request.nextUrl.searchParams.get('upload') === 'pbn' ? MAX_UPLOAD_BODY_BYTES : MAX_LIVE_BODY_BYTES;
  return clientWrite(request, LIVE_CREATES, bytes, createLiveRequest, (store, body) => createLive(store, body, bearerOf(request), Date.now()), (body) => body.locale);
}
