// POST /api/sets/{code}/resume {resumeCode} → 200 {studentToken, name}: the same student on another device (a new
// token beside the first, so that both devices' answers count). Limited per client address against guessing, and
// behind the code-scan block: an unknown code or a wrong resume code (404) counts as a miss (code-write.ts).

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, resumeRequest } from '@/lib/set-api/requests';
import { resumeStudent } from '@/server/set-students';
import { codeWrite } from '../../../code-write';
import { param, RESUMES } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return codeWrite(request, RESUMES, MAX_SET_BODY_BYTES, resumeRequest, (store, body) => resumeStudent(store, param(code), body.resumeCode));
}
