// Stepping a live class through its problems: votes close when the tally is revealed, the system's call follows, then
// the next problem opens for votes; after the last one (or when the teacher ends it) the class is closed. A step names
// the problem it was pressed on: a second press of "next" (or a second projector's) finds the class moved and changes
// nothing. Example: liveStep({ position: 0, phase: 'voting' }, 'reveal', 0, 5) → ok({ position: 0, phase: 'tally' }).

import { err, issue, ok, type Issue, type Result } from '../result';
import type { LiveAction, LiveState } from './live-types';

/** 'live-moved': the class is no longer on the problem the step was pressed on; 'live-closed': it has ended. */
export type LiveStepIssue = Issue<'live-moved' | 'live-closed'>;

export function liveStep(state: LiveState, action: LiveAction, on: number, count: number): Result<LiveState, LiveStepIssue> {
  if (state.phase === 'closed') return err(issue('live-closed'));
  if (on !== state.position) return err(issue('live-moved', { position: state.position + 1 }));
  switch (action) {
    case 'reveal':
      return ok({ position: state.position, phase: state.phase === 'voting' ? 'tally' : state.phase });
    case 'answer':
      return ok({ position: state.position, phase: 'answer' });
    case 'next':
      return ok(state.position + 1 < count ? { position: state.position + 1, phase: 'voting' } : { position: state.position, phase: 'closed' });
    case 'close':
      return ok({ position: state.position, phase: 'closed' });
  }
}

/** Whether the room may vote on problem `position` now. */
export function votesOpen(state: LiveState, position: number): boolean {
  return state.phase === 'voting' && state.position === position;
}
