// The teacher's link: GET /api/teacher/{token} → the set and its results (60 a minute per link); PATCH {closed?, revealed?, opensAt?,
// closesAt?} → the set; DELETE → 204, the set with all its students and answers gone. A wrong or tampered token is 404.

import type { NextRequest } from 'next/server';
import { patchSetRequest } from '@/lib/set-api/requests';
import { deleteSet, patchSet, teacherView } from '@/server/set-teacher';
import { param, secretDelete, secretView, secretWrite, VIEWS_PER_MINUTE } from '../../set-route';

type Params = { params: Promise<{ token: string }> };

export async function GET(request: NextRequest, { params }: Params) {
  // counted per teacher link (by its hash: no token is stored), whatever the address
  const token = param((await params).token);
  return secretView(request, 'teacher-view', token, VIEWS_PER_MINUTE, (store) => teacherView(store, token, Date.now()));
}

export async function PATCH(request: NextRequest, { params }: Params) {
  const token = param((await params).token);
  return secretWrite(request, patchSetRequest, (store, body) => patchSet(store, token, body, Date.now()));
}

export async function DELETE(request: NextRequest, { params }: Params) {
  const token = param((await params).token);
  return secretDelete(request, (store) => deleteSet(store, token));
}
