// Seeded choices for quiz items: one stream per (topic, seed), the same on every machine (pure-rand, as random-deal).
// Example: const pick = seededPicker(42); pick.below(52) → a whole number in [0, 52), the same for seed 42 everywhere.

import { seededRandom } from '../bridge/random-deal';

export interface Picker {
  /** A uniform whole number in [0, n), n ≥ 1 (≤ 2^30). */
  below(n: number): number;
  /** Shuffles `items` in place (Fisher–Yates). */
  shuffle<T>(items: T[]): T[];
  /** The numbers drawn so far: a generator's work in a unit that is the same on every machine (each swap tried draws). */
  readonly draws: number;
}

const WORD = 0x8000_0000; // outputs are used as 31-bit numbers, without xoroshiro128+'s weak lowest bit

/** FNV-1a over a text: a topic name folded into the seed, so 'O-1' and 'O-1NT' with one seed differ. */
export function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

export function seededPicker(seed: number): Picker {
  const rng = seededRandom(seed);
  let draws = 0;
  function below(n: number): number {
    const limit = Math.floor(WORD / n) * n; // draws at or above it are redrawn: no bias
    draws++;
    let x = rng.next() >>> 1;
    while (x >= limit) x = rng.next() >>> 1;
    return x % n;
  }
  function shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = below(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
  return {
    below,
    shuffle,
    get draws() {
      return draws;
    },
  };
}

/** Two seeds folded into one 30-bit seed (a student's fresh hands from the set's, another hand like this). */
export function mixSeeds(a: number, b: number): number {
  return (textHash(`${a}:${b}`) >>> 2) & 0x3fff_ffff;
}
