import { describe, expect, it } from 'vitest';
import { quizSession } from './session';
import { drillItems } from './drill-items';

const never = () => {
  throw new Error('no random seed expected');
};

describe('drillItems', () => {
  it('makes the seeded session of the topic, with share codes that give each item back', () => {
    const found = drillItems('open', { seed: '42' }, never);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.value.seed).toBe(42);
    expect(found.value.entries.map((e) => e.item)).toEqual(quizSession('open', 42).map((e) => e.item));
    for (const { item, code } of found.value.entries) {
      const again = drillItems('open', { item: code }, never);
      expect(again.ok && again.value.entries[0].item).toEqual(item);
    }
  });

  it('draws a seed when the address has none', () => {
    const found = drillItems('O-1NT', {}, () => 7);
    expect(found.ok && found.value.seed).toBe(7);
    expect(found.ok && found.value.entries).toHaveLength(10);
  });

  it('takes a list of codes, in order', () => {
    const codes = drillItems('rebid', { seed: '3' }, never);
    if (!codes.ok) throw new Error('session');
    const list = codes.value.entries.slice(0, 3).map((e) => e.code);
    const found = drillItems('rebid', { items: list.join(',') }, never);
    expect(found.ok && found.value.entries.map((e) => e.code)).toEqual(list);
    expect(found.ok && found.value.seed).toBeNull();
  });

  it('refuses a bad seed, a tampered code, an empty or too long list as issues', () => {
    expect(drillItems('open', { seed: '-1' }, never)).toMatchObject({ ok: false, error: { code: 'bad-seed' } });
    expect(drillItems('open', { seed: '99999999999' }, never)).toMatchObject({ ok: false, error: { code: 'bad-seed' } });
    expect(drillItems('open', { item: 'garbage!' }, never)).toMatchObject({ ok: false, error: { code: 'bad-quiz-link' } });
    expect(drillItems('open', { item: 'NOT-A-RULE.5' }, never)).toMatchObject({ ok: false, error: { code: 'bad-quiz-link' } });
    expect(drillItems('open', { items: '' }, never)).toMatchObject({ ok: false, error: { code: 'bad-quiz-link' } });
    expect(drillItems('open', { items: Array(101).fill('O-1.1').join(',') }, never)).toMatchObject({ ok: false, error: { code: 'bad-quiz-link' } });
    expect(drillItems('open', { item: 'x'.repeat(5000) }, never)).toMatchObject({ ok: false, error: { code: 'bad-quiz-link' } });
  });
});
