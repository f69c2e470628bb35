import { describe, expect, it } from 'vitest';
import { drawnItem, quizItem } from './item';
import { boundedSession, quizSession, sessionPlan } from './session';
import { topicRules, type Topic } from './topics';
import { usesRule } from './walk';
import { advise } from '../bidder';
import { handOf } from '../bridge/deal';

describe('quizSession', () => {
  it.each(['open', 'respond', 'rebid', 'slam', 'compete'] as const)('%s: mixes the rules, a quarter near misses, no rule three times in a row', (topic) => {
    for (let seed = 0; seed < 20; seed++) {
      const session = quizSession(topic, seed);
      expect(session).toHaveLength(10);
      expect(session.filter((e) => e.nearMiss)).toHaveLength(3); // round(10 / 4)
      for (let k = 2; k < session.length; k++) expect(session[k].topic === session[k - 1].topic && session[k].topic === session[k - 2].topic).toBe(false);
      expect(new Set(session.map((e) => e.topic)).size).toBeGreaterThan(1);
      for (const e of session) {
        expect(topicRules(topic)).toContain(e.topic);
        const item = e.item;
        const advice = advise({ hand: handOf(item.deal, item.seat), auction: { dealer: item.dealer, calls: item.calls }, vul: item.vul });
        expect(usesRule(advice, e.topic as never)).toBe(!e.nearMiss);
      }
    }
  });

  it('is a value: each entry remakes its item, and the same seed gives the same session', () => {
    const session = quizSession('respond', 5);
    for (const e of session) expect(quizItem(e.topic as Topic, e.seed, { nearMiss: e.nearMiss })).toEqual(e.item);
    expect(quizSession('respond', 5)).toEqual(session);
  });

  it('makes evaluate, legal and score sessions of items without near misses', () => {
    for (const topic of ['evaluate', 'legal', 'score'] as const) {
      const session = quizSession(topic, 3, 4);
      expect(session.map((e) => e.item.kind)).toEqual(Array(4).fill(topic === 'evaluate' ? 'evaluate' : topic));
      expect(session.some((e) => e.nearMiss)).toBe(false);
    }
  });

  it('refuses sizes outside 0..100 (a programmer error: the command line bounds its count first)', () => {
    expect(() => quizSession('open', 1, 101)).toThrow();
    expect(quizSession('open', 1, 0)).toEqual([]);
  });
});

describe('boundedSession', () => {
  it('gives quizSession’s first items, in order, while the work stays within the budget; the same every time', () => {
    const whole = quizSession('BW-PLACE', 424242, 100);
    const bounded = boundedSession('BW-PLACE', 424242, 100, 16_000);
    expect(bounded.complete).toBe(false);
    expect(bounded.entries).toEqual(whole.slice(0, bounded.entries.length));
    expect(boundedSession('BW-PLACE', 424242, 100, 16_000)).toEqual(bounded);
    // the last item was begun under the budget, and the items drew what drawnItem says they do
    const draws = bounded.entries.map((e) => drawnItem(e.topic as Topic, e.seed, { nearMiss: e.nearMiss }).draws);
    expect(draws.reduce((a, b) => a + b, 0)).toBe(bounded.draws);
    expect(bounded.draws - draws[draws.length - 1]).toBeLessThan(16_000);
    expect(bounded.draws).toBeGreaterThanOrEqual(16_000);
  });

  it('always makes the first item, and the whole session when the budget allows', () => {
    expect(boundedSession('open', 5, 10, 0)).toMatchObject({ complete: false, entries: quizSession('open', 5).slice(0, 1) });
    expect(boundedSession('legal', 5, 10, 0).entries).toHaveLength(1);
    expect(boundedSession('open', 5, 10, Infinity)).toMatchObject({ complete: true, entries: quizSession('open', 5) });
    expect(boundedSession('open', 5, 0, 0)).toEqual({ entries: [], complete: true, draws: 0 });
  });
});

describe('sessionPlan: the places of a session (the drills and the teachers\' sets plan alike)', () => {
  it('is quizSession without its items; a quarter near misses by default, the share asked for otherwise', () => {
    const plan = sessionPlan('open', 41, 12);
    expect(quizSession('open', 41, 12).map(({ topic, seed, nearMiss }) => ({ topic, seed, nearMiss }))).toEqual(plan);
    expect(plan.filter((p) => p.nearMiss)).toHaveLength(3);
    expect(sessionPlan('open', 41, 12, 0).filter((p) => p.nearMiss)).toEqual([]);
    expect(sessionPlan('open', 41, 12, 0.5).filter((p) => p.nearMiss)).toHaveLength(6);
    // only the near-miss places change with the share: rules and seeds stay
    expect(sessionPlan('open', 41, 12, 0).map(({ topic, seed }) => ({ topic, seed }))).toEqual(plan.map(({ topic, seed }) => ({ topic, seed })));
  });

  it('never puts one rule three times in a row when the topic has two or more', () => {
    for (let seed = 0; seed < 40; seed++) {
      const rules = sessionPlan('respond', seed, 30).map((p) => p.topic);
      for (let k = 2; k < rules.length; k++) expect(rules[k] === rules[k - 1] && rules[k] === rules[k - 2]).toBe(false);
    }
  });
});
