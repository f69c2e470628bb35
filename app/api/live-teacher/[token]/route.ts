// GET /api/live-teacher/{token} → the projector's view of a live class (polled every second while it is open); PATCH
// {action: 'reveal'|'answer'|'next'|'close', position} → the view after the step, or 409 live-moved / live-closed when
// the class is no longer on that problem (a second press, a second projector). Only the teacher's token steps a class.

import type { NextRequest } from 'next/server';
import { liveStepRequest } from '@/lib/set-api/live-requests';
import { liveTeacherView, stepLive } from '@/server/live-service';
import { param, secretView, secretWrite } from '../../set-route';

/** Polled every second by the projector (60 a minute), a teacher's second tab besides. */
const PROJECTOR_VIEWS_PER_MINUTE = 180;

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  return secretView(request, 'live-view', token, PROJECTOR_VIEWS_PER_MINUTE, (store) => liveTeacherView(store, token));
}

export async function PATCH(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const token = param((await params).token);
  return secretWrite(request, liveStepRequest, (store, body) => stepLive(store, token, body, Date.now()));
}
