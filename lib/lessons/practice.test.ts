import { describe, expect, it } from 'vitest';
import { itemFromCode } from '../quiz/item-code';
import { topicRules } from '../quiz/topics';
import { practiceItems, sheetOf } from './practice';

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
  it('keeps score items to the sheets a lesson asks for', () => {
    const rubber = practiceItems(['score'], 15, ['rubber']);
    expect(rubber.map((e) => sheetOf(e.item))).toEqual(['rubber', 'rubber', 'rubber']);
    const others = practiceItems(['score'], 16, ['chicago', 'duplicate']);
    for (const e of others) expect(['chicago', 'duplicate']).toContain(sheetOf(e.item));
  });
  it('asks no HDr before lesson 10 teaches it: no evaluation item gives partner\'s suit', () => {
    for (const lesson of [4, 5, 9]) {
      const items = practiceItems(['evaluate'], lesson);
      for (const { item } of items) expect(item.expected.kind === 'evaluate' && item.expected.trump, `lesson ${lesson}`).toBe(null);
    }
    // from lesson 10 on the seeds are free again: some item among a few lessons names partner's suit
    const later = [10, 11, 12, 13].flatMap((lesson) => practiceItems(['evaluate'], lesson));
    expect(later.some(({ item }) => item.expected.kind === 'evaluate' && item.expected.trump !== null)).toBe(true);
  });
  it('refuses an empty topic list', () => {
    expect(() => practiceItems([], 1)).toThrow();
  });
});

describe('lessonLanguage / hasLessons', () => {
  it('reads Serbian files for both scripts and Latvian for lv; English and unknown locales have no lessons', async () => {
    const { hasLessons, lessonLanguage } = await import('./catalogue');
    expect(['sr', 'sr-Cyrl', 'lv', 'en', 'xx'].map(lessonLanguage)).toEqual(['sr', 'sr', 'lv', null, null]);
    expect(['sr-Cyrl', 'en'].map(hasLessons)).toEqual([true, false]);
  });
});

describe('a bidding lesson practises its own rules (issue 28)', () => {
  it('lesson 13 asks opener\'s rebids, not responder\'s; lesson 10 asks responses to a suit, not to no trump', async () => {
    const { LESSONS } = await import('./catalogue');
    for (const [n, topics] of [[13, ['rebid']], [10, ['respond']]] as const) {
      const rules: readonly string[] = LESSONS[n - 1].rules;
      const items = practiceItems(topics, n);
      expect(items).toHaveLength(3);
      for (const { item } of items) {
        expect(item.expected.kind).toBe('call');
        if (item.expected.kind === 'call') expect(rules, `lesson ${n}`).toContain(item.expected.rule);
      }
    }
  });
  it('throws, naming the lesson, when the topic cannot give the lesson\'s rules', () => {
    expect(() => practiceItems(['slam'], 7)).toThrow(/no slam item .* for lesson 7/);
  });
});
