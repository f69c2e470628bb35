// International Match Points: a difference of two duplicate scores converted with the WBF's IMP scale (the standard
// table of teams scoring; the seeds do not give it).
// Example: imps(420 - 170) === 6; imps(-50) === -2; imps(10) === 0; imps(4000) === 24.

/** The highest difference worth 0, 1, 2 … 23 IMPs; 4000 and more is worth 24. */
export const IMP_SCALE: readonly number[] = [
  10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990,
  3490, 3990,
];

/** The IMPs a score difference is worth, with its sign (positive: the first score was the better one). */
export function imps(difference: number): number {
  const size = Math.abs(difference);
  let n = 0;
  while (n < IMP_SCALE.length && size > IMP_SCALE[n]) n++;
  return difference < 0 && n > 0 ? -n : n;
}
