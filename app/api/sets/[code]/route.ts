// GET /api/sets/{code}[?locale=…] with the header X-Student-Token: <studentToken> (a token in the address would land in
// access logs, so the query's is not read): the set as its students see it — title, instructions,
// mode, whether it takes answers, and the items (position and question; with fresh hands the student's own), with the
// student's own answers. An unknown code or token is 404 whatever part of it is wrong; an address with 300 such misses
// in ten minutes gets 429 for every code until its window ends (server/code-lookups.ts).

import type { NextRequest } from 'next/server';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { studentView } from '@/server/set-students';
import { codeLookup, param } from '../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const student = request.headers.get(STUDENT_TOKEN_HEADER);
  return codeLookup(request, (store, now) => studentView(store, param(code), student === null ? null : param(student), now));
}
