// GET /api/teacher-keys/{key} → the teacher's home: {classes: [...], sets: [...]}, each with its teacher link's token
// (kept sealed with the key: the key opens them). 404 for a key that does not exist. 60 a minute per key.

import type { NextRequest } from 'next/server';
import { homeView } from '@/server/teacher-home';
import { param, secretView, VIEWS_PER_MINUTE } from '../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ key: string }> }) {
  const key = param((await params).key);
  return secretView(request, 'home-view', key, VIEWS_PER_MINUTE, (store) => homeView(store, key, Date.now()));
}
