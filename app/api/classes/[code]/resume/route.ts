// POST /api/classes/{code}/resume {resumeCode} → 200 {studentToken, name}: the same class student on another device.
// Limited per client address against guessing, and behind the code-scan block, as a set's resume (code-write.ts).

import type { NextRequest } from 'next/server';
import { MAX_SET_BODY_BYTES, resumeRequest } from '@/lib/set-api/requests';
import { resumeClass } from '@/server/class-service';
import { codeWrite } from '../../../code-write';
import { param, RESUMES } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return codeWrite(request, RESUMES, MAX_SET_BODY_BYTES, resumeRequest, (store, body) => resumeClass(store, param(code), body.resumeCode));
}
