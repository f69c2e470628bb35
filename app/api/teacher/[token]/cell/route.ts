// One square of the teacher's grid: GET /api/teacher/{token}/cell?student=<id>&item=<id> → the student's item as stored
// (their own hand with fresh hands), the expected answer with its rule, and the student's attempts with their grades.
// 120 a minute per link.

import type { NextRequest } from 'next/server';
import { teacherCell } from '@/server/set-teacher';
import { param } from '../../../set-route';
import { CELL_LIMIT, limitedBySecret } from '../../../teacher-limits';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  const query = request.nextUrl.searchParams;
  // ids are 36 characters: anything longer is cut before it is looked at, and then not found
  const student = (query.get('student') ?? '').slice(0, 40);
  const item = (query.get('item') ?? '').slice(0, 40);
  return limitedBySecret(request, CELL_LIMIT, token, (store) => teacherCell(store, token, student, item));
}
