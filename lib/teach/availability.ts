// Whether a set takes answers now, and why not: the one answer the server (which refuses answers), the teacher's
// status and the student's page all read, so they never disagree (issue 25: the teacher's page said "open" after
// the closing time while students were told it was closed).
// Example: setAvailability({ closed: false, opensAt: null, closesAt: Date.parse('2026-12-01T18:00Z') }, Date.parse('2026-12-02T09:00Z')) → 'ended'.

/** What decides it: the teacher's switch and the two times (ms since 1970, null when not set). */
export interface SetTimes {
  readonly closed: boolean;
  readonly opensAt: number | null;
  readonly closesAt: number | null;
}

/**
 * 'open': answers are taken now. 'closed': the teacher closed the set (whatever the times say). 'not-yet': before the
 * opening time. 'ended': the closing time has passed. A set opens at `opensAt` and closes at `closesAt`, to the ms.
 */
export type SetAvailability = 'open' | 'closed' | 'not-yet' | 'ended';

export const SET_AVAILABILITIES: readonly SetAvailability[] = ['open', 'closed', 'not-yet', 'ended'];

export function setAvailability(set: SetTimes, now: number): SetAvailability {
  if (set.closed) return 'closed';
  if (set.opensAt !== null && now < set.opensAt) return 'not-yet';
  if (set.closesAt !== null && now >= set.closesAt) return 'ended';
  return 'open';
}
