import { describe, expect, it } from 'vitest';
import { itemsOf, topicSources } from '@/lib/teach';
import type { SetSpec } from '@/lib/teach/set-types';
import { cachedItemAt, cachedItems } from './item-cache';

function spec(hands: SetSpec['hands']): SetSpec {
  const made = topicSources([{ topic: 'respond', count: 4 }, { topic: 'evaluate', count: 1 }], 77);
  if (!made.ok) throw new Error('no sources');
  return { title: 't', instructions: '', locale: 'sr', mode: 'practice', hands, seed: 77, items: made.value, accepted: {} };
}

describe('cachedItems', () => {
  it('gives the items lib/teach makes, for the set and for each fresh-hands student', () => {
    for (const hands of ['same', 'fresh'] as const) {
      const s = spec(hands);
      expect(cachedItems(s, null)).toEqual(itemsOf(s, null));
      expect(cachedItems(s, { seed: 5 })).toEqual(itemsOf(s, { seed: 5 }));
      expect(cachedItems(s, { seed: 5 })).toEqual(itemsOf(s, { seed: 5 }));
      expect(cachedItemAt(s, 2, { seed: 9 })).toEqual(itemsOf(s, { seed: 9 })[2]);
      expect(cachedItemAt(s, 5, null)).toBeUndefined();
    }
  });

  it('remembers an item: the second request gets the same value', () => {
    const s = spec('fresh');
    expect(cachedItemAt(s, 0, { seed: 3 })).toBe(cachedItemAt(s, 0, { seed: 3 }));
  });
});
