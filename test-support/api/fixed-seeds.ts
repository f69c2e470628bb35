// The set API's suites with a fixed sequence of seeds instead of random ones: a fresh-hands test then meets the same
// hands on every run, on both databases (a random join once dealt hands that failed a test under load on PostgreSQL).
// Use in a test file: vi.mock('@/server/tokens', async (original) => (await import('@/test-support/api/fixed-seeds')).withFixedSeeds(await original()));
// Tokens and codes stay random: only the seeds of sets, students and made items are fixed.

import type * as Tokens from '@/server/tokens';

/** A multiplicative step (Knuth's golden-ratio constant) spreads consecutive seeds over [0, 2^30). */
const STEP = 2654435761;

/** The tokens module with randomSeed replaced by a fixed sequence: 1·STEP, 2·STEP, … modulo 2^30. */
export function withFixedSeeds(tokens: typeof Tokens): typeof Tokens {
  let next = 0;
  return { ...tokens, randomSeed: () => (++next * STEP) % 2 ** 30 };
}
