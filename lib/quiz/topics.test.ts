import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../bidder';
import { DRILL_KINDS, drillKindOf, isTopic, practiceKindOf, topicRules } from './topics';

describe('topics', () => {
  it('groups every rule id of sections 3–7 into exactly one bidding kind; section 8 is drilled by rule id', () => {
    const kinds = ['open', 'respond', 'rebid', 'slam', 'compete'] as const;
    const grouped = kinds.flatMap((k) => topicRules(k));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(RULE_IDS.filter((id) => !grouped.includes(id))).toEqual(['X-PASS', 'X-FORCED']);
    expect(topicRules('open')).toEqual(['O-3NT', 'O-2NT', 'O-1NT', 'O-2-7', 'O-2-6', 'O-2-55', 'O-1C', 'O-1', 'O-PRE', 'O-PASS']);
    expect(topicRules('slam')).toEqual(['BW-ASK', 'BW-ACES', 'BW-KINGS', 'BW-PLACE']);
  });

  it('accepts drill kinds and rule ids, not the whole-auction session or other words', () => {
    for (const t of [...DRILL_KINDS, ...RULE_IDS]) expect(isTopic(t)).toBe(true);
    for (const t of ['whole-auction', 'o-1nt', '', 'X']) expect(isTopic(t)).toBe(false);
    expect(topicRules('R-1NT')).toEqual(['R-1NT']);
    expect(topicRules('evaluate')).toEqual([]);
  });

  it('names the kind a rule is practised in, and none for section 8', () => {
    for (const kind of ['open', 'respond', 'rebid', 'slam', 'compete'] as const) {
      for (const rule of topicRules(kind)) expect(drillKindOf(rule)).toBe(kind);
    }
    expect(drillKindOf('X-PASS')).toBeNull();
    expect(practiceKindOf('X-PASS')).toBe('compete');
    expect(practiceKindOf('BW-ASK')).toBe('slam');
    expect(drillKindOf('R2N-6N')).toBe('respond');
  });
});
