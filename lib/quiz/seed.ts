// The one reader of a ?seed= in an address (the table, the drills, the whole-auction drill): a whole number from 0 to
// 2^32 − 1, as the random deals take it. One failure behaviour everywhere: no seed (absent or empty) reads ok(null)
// and the page draws a random one; anything else that is not such a number is a bad-seed issue the page shows.
// Example: readSeed('42') → ok(42); readSeed(['7', '8']) → ok(7); readSeed(undefined) → ok(null);
// readSeed('-1') → err({ code: 'bad-seed', params: { seed: '-1' } }).

import { err, issue, ok, type Issue, type Result } from '../result';

export const MAX_SEED = 0xffff_ffff;

export type SeedIssue = Issue<'bad-seed'>;

/** A query value as pages receive it: the first of repeated fields counts, as URLSearchParams.get reads it. */
export function firstValue(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' || value === undefined ? value : value[0];
}

export function readSeed(value: string | readonly string[] | undefined): Result<number | null, SeedIssue> {
  const text = firstValue(value);
  if (text === undefined || text.trim() === '') return ok(null);
  const t = text.trim();
  if (!/^\d{1,10}$/.test(t) || Number(t) > MAX_SEED) return err(issue('bad-seed', { seed: text.slice(0, 40) }));
  return ok(Number(t));
}
