// The class teacher's link: GET /api/class-teacher/{classToken}[?since=YYYY-MM-DD] → {class, students, sets, progress,
// trend}: the roster, the class's sets with their teacher links, and per student the first attempts per rule id
// ({rule, answered, right}) and per set, across all the class's sets, or those at or after 00:00 UTC of `since` (60 a
// minute per link; a `since` that is not a day is 400 bad-time); PATCH {title?, joinPin?, joinsClosed?, archived?}
// → the same. A wrong or tampered token is 404.

import type { NextRequest } from 'next/server';
import { zodIssue } from '@/lib/bidder-api';
import { classViewQuery, patchClassRequest } from '@/lib/set-api/class-requests';
import { classTeacherView, patchClass } from '@/server/class-service';
import { askedLocale, queryInput } from '../../json-route';
import { param, refused, secretView, secretWrite, VIEWS_PER_MINUTE } from '../../set-route';

type Params = { params: Promise<{ token: string }> };

export async function GET(request: NextRequest, { params }: Params) {
  const token = param((await params).token);
  const query = classViewQuery.safeParse(queryInput(request.nextUrl.searchParams));
  if (!query.success) return refused(askedLocale(request.nextUrl.searchParams), { status: 400, issue: zodIssue(query.error) });
  const { since } = query.data;
  return secretView(request, 'class-view', token, VIEWS_PER_MINUTE, (store) => classTeacherView(store, token, Date.now(), since));
}

export async function PATCH(request: NextRequest, { params }: Params) {
  const token = param((await params).token);
  return secretWrite(request, patchClassRequest, (store, body) => patchClass(store, token, body, Date.now()));
}
