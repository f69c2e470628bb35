// POST /api/classes/{code}/students {name, pin?} → 201 {studentToken, resumeCode, name}: a student joins the class once,
// behind its join gate (as a set's: 403 `join-pin-needed` / `bad-join-pin` / `join-pin-locked`, 409 `joins-closed`,
// `class-full`); their token then answers every set of the class. Limited per client address and by the join gate
// (server/join-gate.ts), as joining a set, behind the code-scan block (code-write.ts).

import type { NextRequest } from 'next/server';
import { joinRequest, MAX_SET_BODY_BYTES } from '@/lib/set-api/requests';
import { joinClass } from '@/server/class-service';
import { codeWrite } from '../../../code-write';
import { JOINS, param } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return codeWrite(request, JOINS, MAX_SET_BODY_BYTES, joinRequest, (store, body, address, now) => joinClass(store, param(code), body.name, now, body.pin, address));
}
