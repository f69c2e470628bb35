// A random hand for the evaluate page: the browser picks the seed, lib deals the cards.
// Example: randomHandText() → 'QT5.A8642.K7.J93' (one of the four hands of randomDeal(seed)).

import { makeHand } from '@/lib/bridge/hand';
import { randomDeal } from '@/lib/bridge/random-deal';

/** A 32-bit seed from the platform's generator (lib/ itself never reads randomness). */
export function randomSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0];
}

export function randomHandText(seed: number = randomSeed()): string {
  const deal = randomDeal(seed);
  return makeHand(deal.hands[seed % 4]);
}
