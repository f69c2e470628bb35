// The stored items of a set with what grades them, for the worksheet: GET /api/teacher/{token}/hands → {hands, groups:
// [{student: null | {id, name}, items: […]}], next} (one group with the same hands; with fresh hands a page of students
// in the order they joined: `?after=<next>&limit=1…10` (5 by default), or one student: `?student=<id>`). 240 a minute per link.

import type { NextRequest } from 'next/server';
import { zodIssue } from '@/lib/bidder-api';
import { handsQuery } from '@/lib/set-api/requests';
import { teacherHands } from '@/server/set-downloads';
import { askedLocale, queryInput } from '../../../json-route';
import { param, refused } from '../../../set-route';
import { HANDS_LIMIT, limitedBySecret } from '../../../teacher-limits';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  const query = handsQuery.safeParse(queryInput(request.nextUrl.searchParams));
  if (!query.success) return refused(askedLocale(request.nextUrl.searchParams), { status: 400, issue: zodIssue(query.error) });
  return limitedBySecret(request, HANDS_LIMIT, token, (store) => teacherHands(store, token, query.data));
}
