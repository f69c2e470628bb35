// GET /api/sets/{code}[?student=<studentToken>][&locale=…]: the set as its students see it — title, instructions,
// mode, whether it takes answers, and the items (position and question; with fresh hands the student's own), with the
// student's own answers. An unknown code or token is 404 whatever part of it is wrong.

import type { NextRequest } from 'next/server';
import { studentView } from '@/server/set-service';
import { askedLocale } from '../../json-route';
import { getStore, param, send } from '../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const student = request.nextUrl.searchParams.get('student');
  const locale = askedLocale(request.nextUrl.searchParams);
  return send(await studentView(await getStore(), param(code), student === null ? null : param(student), Date.now()), locale);
}
