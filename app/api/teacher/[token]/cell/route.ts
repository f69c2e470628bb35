// One square of the teacher's grid: GET /api/teacher/{token}/cell?student=<id>&item=<id> → the student's item as stored
// (their own hand with fresh hands), the expected answer with its rule, and the student's attempts with their grades.

import type { NextRequest } from 'next/server';
import { teacherCell } from '@/server/set-teacher';
import { askedLocale } from '../../../json-route';
import { getStore, param, send } from '../../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const query = request.nextUrl.searchParams;
  // ids are 36 characters: anything longer is cut before it is looked at, and then not found
  const student = (query.get('student') ?? '').slice(0, 40);
  const item = (query.get('item') ?? '').slice(0, 40);
  return send(await teacherCell(await getStore(), param(token), student, item), askedLocale(query));
}
