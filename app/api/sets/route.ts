// POST /api/sets: a teacher's new set, from drill topics with counts or from a PBN file's boards.
// Body {title, instructions?, locale, mode: "practice"|"test", hands?: "same"|"fresh", opensAt?, closesAt?,
// items: [{topic, count}], classCode?} or {…, pbn: "<PBN text>"} → 201 {code, teacherToken, teacherKey?, items, differences, skipped?}.
// With `Authorization: Bearer <teacherKey>` the set is listed on that key's home; with `classCode`, the bearer is the
// class's token and the set is the class's; with neither, a new teacher key is made and given back as `teacherKey`. A body over
// 16 KB (1 MB + for a PBN upload, ?upload=pbn) is 413; a broken PBN file is 400 with its line-numbered issues.
// Limited per client address (see README "API for teachers' sets").

import type { NextRequest } from 'next/server';
import { createSetRequest, MAX_SET_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '@/lib/set-api/requests';
import { issue } from '@/lib/result';
import { MAX_PBN_BYTES } from '@/lib/teach/set-types';
import { createSet } from '@/server/set-create';
import { askedLocale } from '../json-route';
import { bearerOf, checkedBody, clientKey, CREATES, foreignWrite, getStore, limited, refused, send } from '../set-route';

export async function POST(request: NextRequest) {
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  // another site's write, or a body not declared JSON, is refused before it counts against this address (M3)
  const foreign = foreignWrite(request);
  if (foreign) return refused(locale, foreign);
  const throttled = await limited(store, locale, `${CREATES.name}:${clientKey(request)}`, CREATES.count, CREATES.seconds);
  if (throttled) return throttled;
  const limit = request.nextUrl.searchParams.get('upload') === 'pbn' ? MAX_UPLOAD_BODY_BYTES : MAX_SET_BODY_BYTES;
  const body = await checkedBody(request, limit, createSetRequest);
  // an upload too large even for its quoting holds a file over 1 MB: said so, with the size declared
  if (!body.ok && body.error.status === 413 && limit === MAX_UPLOAD_BODY_BYTES) {
    const declared = Number(request.headers.get('content-length')) || limit + 1;
    return refused(locale, { status: 413, issue: issue('pbn-too-large', { bytes: declared, max: MAX_PBN_BYTES }) });
  }
  if (!body.ok) return refused(locale, body.error);
  return send(await createSet(store, body.value, Date.now(), bearerOf(request)), body.value.locale);
}
