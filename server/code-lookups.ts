// Set codes looked up by one client address (L5): every miss (an unknown code, or a known code with a token that is not
// its student's; on the joins and resumes too, a wrong resume code among them: app/api/code-write.ts) is counted; an address past MISSES_PER_10_MIN gets no answer about any code until its window ends, so
// a scan of the 40-bit codes learns nothing, while a class mistyping a code now and then never meets the limit.
// Example: if (await lookupsBlocked(store, address, now)) → 429; after a 404: await countMiss(store, address, now).

import type { Store } from './store-types';

/** Misses one address may make in ten minutes: a class's typos many times over, nothing like a scan. */
export const MISSES_PER_10_MIN = 300;
const WINDOW_SECONDS = 600;

const key = (address: string) => `miss:${address}`;

/** The seconds to wait when the address has used up its misses, else null. */
export async function lookupsBlocked(store: Store, address: string, now: number): Promise<number | null> {
  const { count, retryAfter } = await store.peek(key(address), now);
  return count >= MISSES_PER_10_MIN ? retryAfter : null;
}

export async function countMiss(store: Store, address: string, now: number): Promise<void> {
  await store.consume(key(address), MISSES_PER_10_MIN, WINDOW_SECONDS, now);
}
