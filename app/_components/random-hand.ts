// A random hand for the evaluate page: the browser picks the seed, lib deals the cards.
// Example: randomHandText() → 'QT5.A8642.K7.J93' (one of the four hands of randomDeal(seed)).

import { makeHand } from '@/lib/bridge/hand';
import { randomDeal } from '@/lib/bridge/random-deal';

import { randomSeed } from './random-seed';

export function randomHandText(seed: number = randomSeed()): string {
  const deal = randomDeal(seed);
  return makeHand(deal.hands[seed % 4]);
}
