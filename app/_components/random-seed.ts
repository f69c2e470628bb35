// A random seed from the platform's generator, for the browser's fresh sessions, deals and hands (lib/ itself never
// reads randomness). Kept apart from random-hand.ts so that pages needing only a seed ship no card dealer.
// Example: router.push(`/drills/open?seed=${randomSeed()}`).

/** A 32-bit seed from crypto.getRandomValues. */
export function randomSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0];
}
