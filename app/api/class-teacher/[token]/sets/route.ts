// POST /api/class-teacher/{classToken}/sets {link} → 200 the class's teacher view: a set made on its own (its teacher
// link, whole or its token) is assigned to the class; its students answer it under their class names from then on.
// 409 `set-in-other-class` when another class has it.

import type { NextRequest } from 'next/server';
import { linkRequest } from '@/lib/set-api/class-requests';
import { assignSet } from '@/server/class-service';
import { param, secretWrite } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  return secretWrite(request, linkRequest, (store, body) => assignSet(store, token, body.link, Date.now()));
}
