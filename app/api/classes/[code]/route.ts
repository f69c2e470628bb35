// GET /api/classes/{code} with the student's class token in X-Student-Token (or ?student=<token>, as scripts send it)
// → the class's title and its sets, each with the student's done/total, and the student's first attempts per rule.
// Without a token: the title and sets (for the join page). Unknown codes count against the address as for sets (L5).

import type { NextRequest } from 'next/server';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { classStudentView } from '@/server/class-service';
import { codeLookup, param } from '../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const student = request.headers.get(STUDENT_TOKEN_HEADER) ?? request.nextUrl.searchParams.get('student');
  return codeLookup(request, (store, now) => classStudentView(store, param(code), student === null ? null : param(student), now));
}
