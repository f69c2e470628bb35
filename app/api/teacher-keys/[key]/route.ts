// GET /api/teacher-keys/{key} → the teacher's home: {classes: [...], sets: [...]}, each with its teacher link's token
// (kept sealed with the key: the key opens them). 404 for a key that does not exist. 60 a minute per key.

import type { NextRequest } from 'next/server';
import { homeView } from '@/server/class-service';
import { hashToken } from '@/server/tokens';
import { askedLocale } from '../../json-route';
import { getStore, limited, param, send } from '../../set-route';

const VIEWS_PER_MINUTE = 60;

export async function GET(request: NextRequest, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const throttled = await limited(store, locale, `home-view:${hashToken(param(key))}`, VIEWS_PER_MINUTE, 60);
  if (throttled) return throttled;
  return send(await homeView(store, param(key), Date.now()), locale);
}
