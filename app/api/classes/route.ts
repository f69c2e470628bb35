// POST /api/classes {title, locale} → 201 {code, classToken, teacherKey?}: a new class. `classToken` is its teacher's
// secret (/<locale>/class-teacher/<token>); with `Authorization: Bearer <teacherKey>` the class is listed on that key's
// home, without one a new key is made and given back as `teacherKey`. Limited per client address like making sets.

import type { NextRequest } from 'next/server';
import { createClassRequest } from '@/lib/set-api/class-requests';
import { MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { createClass } from '@/server/class-service';
import { bearerOf, clientWrite, CREATES } from '../set-route';

export async function POST(request: NextRequest) {
  return clientWrite(request, CREATES, MAX_SET_BODY_BYTES, createClassRequest, (store, body) => createClass(store, body, bearerOf(request), Date.now()), (body) => body.locale);
}
