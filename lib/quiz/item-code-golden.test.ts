// Golden item codes, pinned from the code of 2026-12 before the byte codec was shared: a code shared then must open
// the same position after any change to how the bytes are made. A failure here means old links would break.
import { describe, expect, it } from 'vitest';
import { itemCode, itemFromCode } from './item-code';
import { quizItem } from './item';
import type { Topic } from './topics';

const GOLDEN: readonly (readonly [Topic, number, boolean, string, string])[] = [
  // topic, seed, near miss, code, what it is
  ['O-1NT', 1, false, 'ATgACgACAfySxX5mzJbtEhk4Sg8AjqU', 'call'],
  ['O-1NT', -5, false, 'AZAACgACBQ6LrGOV-gQ5BZU92PsCAAAlmQ', 'call, negative seed'],
  ['respond', 123456, false, 'ATAAAgAMwMQHuPQhSI7S7pHfUBn3SgIFACjJ', 'call, drill topic'],
  // re-pinned with B-55 (2026-12-06.1): the old item was a pass carried by ADV-SUIT, which is now R-PASS's
  ['compete', 77, false, 'ATAABQBVTZ0HQzx14cmwh6aaY7MDAwUAJwI', 'call, drill topic'],
  ['ADV-SUIT' as Topic, 865455624, true, 'AQwAXQBViJzXnANeOeaRv8HYvkC9GDGJAwUAB-rc', 'call, near miss'],
  ['evaluate', 1, false, 'ATEAAP__AUmLo1_JmnsdwRhMzY4AAq3U', 'evaluate'],
  ['evaluate', -5, false, 'AZkAAP__BaCtuW53CXN4ZvUIAP0AB_4Q', 'evaluate'],
  // re-pinned with B-76 (2026-12-06.10): the item's auction now has a 2NT where it had a pass
  ['legal', 77, false, 'AVIABv__TXGOcX46e4svRkUsYsEJAAUABgAKAAAAixU', 'legal'],
  // pinned with the roles kind (2026-12-07): it shares the legality item's kind bits, told apart by its topic
  ['roles', 3, false, 'ATIAYv__A9iKjwlWjM3hBvmQX3sJAAAACAANAAAA3Lw', 'roles'],
  ['score', 2, false, 'AQsAB___AkUm2wFjcuj5JH4On40LAAAABQAHAAwAAAANLYo', 'score, single deal'],
  ['score', 4, false, 'AXsAB___BMhQYNBrGr8qlf027QcGBAYHAAAADQQCGw4jABu4tw', 'score, Chicago'],
  // re-pinned with B-60 (2026-12-06.3): after 1♣ – 1♦ – 3♦ responder with 8 and no fit now bids 6NT, not 3NT
  ['score', 1, false, 'AVsAB___AWlYc8hxWEqvjhr9M9ANAAAAAwAEAA4AIAAAAAoTCiYJJwwltg0', 'score, rubber'],
];

describe('golden item codes', () => {
  it.each(GOLDEN)('%s seed %d (near miss %s) still opens from %s (%s)', (topic, seed, nearMiss, code) => {
    const item = itemFromCode(code);
    if (!item.ok) throw new Error(JSON.stringify(item.error));
    expect(item.value.topic).toBe(topic);
    expect(item.value.seed).toBe(seed);
    expect(item.value.nearMiss ?? false).toBe(nearMiss);
    expect(itemCode(item.value)).toBe(code);
    if (!nearMiss) expect(item.value).toEqual(quizItem(topic, seed));
  });
});
