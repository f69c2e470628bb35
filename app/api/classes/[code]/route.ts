// GET /api/classes/{code} with the student's class token in X-Student-Token (or ?student=<token>, as scripts send it)
// → the class's title and its sets, each with the student's done/total, and the student's first attempts per rule.
// Without a token: the title and sets (for the join page). Unknown codes count against the address as for sets (L5).

import type { NextRequest } from 'next/server';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { classStudentView } from '@/server/class-service';
import { countMiss, lookupsBlocked } from '@/server/code-lookups';
import { askedLocale } from '../../json-route';
import { clientKey, getStore, param, send, tooMany } from '../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const student = request.headers.get(STUDENT_TOKEN_HEADER) ?? request.nextUrl.searchParams.get('student');
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const address = clientKey(request);
  const now = Date.now();
  const blocked = await lookupsBlocked(store, address, now);
  if (blocked !== null) return tooMany(locale, blocked);
  const answer = await classStudentView(store, param(code), student === null ? null : param(student), now);
  if (answer.status === 404) await countMiss(store, address, now);
  return send(answer, locale);
}
