// When a student answered, as their device's clock said it, kept as said within what is possible: from the student's
// joining to the answer's arrival, each widened by DEVICE_SKEW_MS (a phone's clock is often a few minutes off).
// Example: deviceTime(1_000_000, { joinedAt: 0, arrivedAt: 900_000 }) → 1_000_000; deviceTime(5, { joinedAt: 10 ** 9, arrivedAt: 2 * 10 ** 9 }) → 10 ** 9.

/** How far a device's clock may be off and its time still be kept as it said. */
export const DEVICE_SKEW_MS = 10 * 60 * 1000;

export interface AnswerBounds {
  /** When the student joined, by the server's clock (ms since 1970 UTC). */
  readonly joinedAt: number;
  /** When the answer reached the server. */
  readonly arrivedAt: number;
}

/**
 * The time to store for an answer the device says it took at `said` (null: the device did not say, as before 0006).
 * Kept as said when within the bounds widened by DEVICE_SKEW_MS; a time before that is the join time, a time after it
 * the arrival time (the limit it crossed: a clock set years off says nothing more).
 */
export function deviceTime(said: number | null | undefined, { joinedAt, arrivedAt }: AnswerBounds): number | null {
  if (said === null || said === undefined || !Number.isFinite(said)) return null;
  if (said < joinedAt - DEVICE_SKEW_MS) return joinedAt;
  if (said > arrivedAt + DEVICE_SKEW_MS) return arrivedAt;
  return Math.round(said);
}
