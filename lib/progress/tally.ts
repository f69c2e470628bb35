// Counting answers, the one way the drills' progress and a teacher's results both count: answered/right tallies,
// accuracy, and "hardest first" (lowest accuracy, then more answers, then the caller's order).
// Example: hardestFirst([{ k: 'a', answered: 4, right: 3 }, { k: 'b', answered: 2, right: 0 }], (r) => r) → b, a.

/** Answers counted: how many were given and how many of them were right. */
export interface Tally {
  readonly answered: number;
  readonly right: number;
}

/** The share of right answers, 0 to 1; null when nothing was answered. */
export function accuracy<T extends Tally>(stat: T | undefined): number | null {
  return stat && stat.answered > 0 ? stat.right / stat.answered : null;
}

/** Counts into `tallies` under `key`: one more answer, right or not (a Map keeps the first-seen order). */
export function countAnswer<K>(tallies: Map<K, { answered: number; right: number }>, key: K, right: boolean): void {
  const tally = tallies.get(key) ?? { answered: 0, right: 0 };
  tally.answered += 1;
  if (right) tally.right += 1;
  tallies.set(key, tally);
}

/**
 * The rows ordered hardest first: lowest accuracy, ties to the row with more answers (the evidence is firmer), then
 * to the rows' given order. Rows with no answers go last. A new array; `rows` is left as it is.
 */
export function hardestFirst<T>(rows: readonly T[], tallyOf: (row: T) => Tally): T[] {
  const ranked = rows.map((row, order) => ({ row, tally: tallyOf(row), order }));
  ranked.sort((a, b) => {
    const emptyA = a.tally.answered === 0 ? 1 : 0;
    const emptyB = b.tally.answered === 0 ? 1 : 0;
    // cross-multiplied, so equal ratios compare equal exactly (2/4 and 3/6)
    const byAccuracy = a.tally.right * b.tally.answered - b.tally.right * a.tally.answered;
    return emptyA - emptyB || byAccuracy || b.tally.answered - a.tally.answered || a.order - b.order;
  });
  return ranked.map((r) => r.row);
}
