// GET /api/teacher-keys/{key}/recovery → 200 {recovery: {since} | null}: whether the home has a way back (the name is
// kept as a hash only, never shown). PUT {name, passphrase} with `Authorization: Bearer <key>` → 200 the same: the way
// back chosen, replacing the old one; 409 `recovery-name-taken` when the name is another home's (server/recovery.ts).

import type { NextRequest } from 'next/server';
import { issue } from '@/lib/result';
import { recoveryRequest } from '@/lib/set-api/recovery-requests';
import { recoveryStatus, setRecovery } from '@/server/recovery';
import { refusal } from '@/server/replies';
import { bearerOf, param, secretView, secretWrite, VIEWS_PER_MINUTE } from '../../../set-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ key: string }> }) {
  const key = param((await params).key);
  return secretView(request, 'recovery-view', key, VIEWS_PER_MINUTE, (store) => recoveryStatus(store, key));
}

export async function PUT(request: NextRequest, { params }: { params: Promise<{ key: string }> }) {
  const key = param((await params).key);
  const bearer = bearerOf(request);
  return secretWrite(request, recoveryRequest, async (store, body) =>
    // the key in the address alone does not change the way back: the request brings it as its bearer too
    bearer === key ? setRecovery(store, key, body, Date.now()) : refusal(404, issue('key-not-found')),
  );
}
