// The class teacher's link: GET /api/class-teacher/{classToken} → {class, students, sets, progress, trend}: the roster,
// the class's sets with their teacher links, and per student the first attempts per rule id ({rule, answered, right})
// and per set, across all the class's sets (60 a minute per link); PATCH {title?, joinPin?, joinsClosed?, archived?}
// → the same. A wrong or tampered token is 404.

import type { NextRequest } from 'next/server';
import { patchClassRequest } from '@/lib/set-api/class-requests';
import { classTeacherView, patchClass } from '@/server/class-service';
import { param, secretView, secretWrite, VIEWS_PER_MINUTE } from '../../set-route';

type Params = { params: Promise<{ token: string }> };

export async function GET(request: NextRequest, { params }: Params) {
  const token = param((await params).token);
  return secretView(request, 'class-view', token, VIEWS_PER_MINUTE, (store) => classTeacherView(store, token, Date.now()));
}

export async function PATCH(request: NextRequest, { params }: Params) {
  const token = param((await params).token);
  return secretWrite(request, patchClassRequest, (store, body) => patchClass(store, token, body, Date.now()));
}
