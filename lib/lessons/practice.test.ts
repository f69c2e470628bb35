import { describe, expect, it } from 'vitest';
import { itemFromCode } from '../quiz/item-code';
import { topicRules } from '../quiz/topics';
import { practiceItems } from './practice';

describe('practiceItems', () => {
  it('takes the topics in turn, the same items every time', () => {
    const items = practiceItems(['O-1NT', 'O-2NT', 'O-3NT'], 7);
    expect(items.map((e) => e.item.topic)).toEqual(['O-1NT', 'O-2NT', 'O-3NT']);
    expect(practiceItems(['O-1NT', 'O-2NT', 'O-3NT'], 7)).toEqual(items);
  });
  it('repeats one topic three times with different items, and each code remakes its item', () => {
    const items = practiceItems(['respond'], 10);
    expect(new Set(items.map((e) => e.code)).size).toBe(3);
    for (const { item, code } of items) {
      expect(itemFromCode(code)).toEqual({ ok: true, value: item });
      if (item.rule !== null && !item.nearMiss) expect(topicRules('respond')).toContain(item.rule);
    }
  });
  it('refuses an empty topic list', () => {
    expect(() => practiceItems([], 1)).toThrow();
  });
});
