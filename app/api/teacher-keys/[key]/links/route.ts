// POST /api/teacher-keys/{key}/links {link} → 200 the home: a set's or a class's teacher link made before (the whole
// address or its token) kept on the key's home too. 404 `bad-teacher-link` when it opens nothing.

import type { NextRequest } from 'next/server';
import { linkRequest } from '@/lib/set-api/class-requests';
import { attachToKey } from '@/server/teacher-home';
import { param, secretWrite } from '../../../set-route';

export async function POST(request: NextRequest, { params }: { params: Promise<{ key: string }> }) {
  const key = param((await params).key);
  return secretWrite(request, linkRequest, (store, body) => attachToKey(store, key, body.link, Date.now()));
}
