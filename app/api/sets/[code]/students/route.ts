// POST /api/sets/{code}/students {name, pin?} → 201 {studentToken, resumeCode, name}: a student joins with a display name
// (≤ 40 characters) and, when the teacher set one, the set's PIN (403 `join-pin-needed` / `bad-join-pin`, and
// `join-pin-locked` once the PIN took its day's wrong guesses; 409 `joins-closed` when the teacher takes no new names).
// Limited per client address, generously (a class of 300 may join from one school), then by the join gate
// (server/join-gate.ts: per set and address first, then the set's shared budget), behind the code-scan block.

import type { NextRequest } from 'next/server';
import { joinRequest, MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { joinSet } from '@/server/set-students';
import { codeWrite } from '../../../code-write';
import { JOINS, param } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return codeWrite(request, JOINS, MAX_SET_BODY_BYTES, joinRequest, (store, body, address, now) => joinSet(store, param(code), body.name, now, body.pin, address));
}
