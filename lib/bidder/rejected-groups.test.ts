import { describe, expect, it } from 'vitest';
import { parseCall } from '../bridge/call';
import type { Call } from '../bridge/types';
import { fail } from './explain';
import { groupRejected, rejectedRuleCount } from './rejected-groups';
import type { Rejection } from './types';

function call(text: string): Call {
  const c = parseCall(text);
  if (!c.ok) throw new Error(`bad call ${text}`);
  return c.value;
}

const below26 = () => fail('sum-below', { own: 3, shown: 21, value: 24, min: 26 });
const forcing = () => fail('forced');

// the rules tried before X-FORCED after 2♥ – 2NT – 3♠ (lesson 13): RR-GAME's three rows fail for one reason
const REJECTED: Rejection[] = [
  { rule: 'RR-GAME', call: null, failed: below26() },
  { rule: 'RR-GAME', call: null, failed: below26() },
  { rule: 'RR-GAME', call: null, failed: below26() },
  { rule: 'RR-INVITE', call: call('2N'), failed: fail('illegal', { call: '2NT', reason: 'insufficient' }) },
  { rule: 'RR-INVITE', call: call('P'), failed: forcing() },
  { rule: 'RR-PASS', call: call('P'), failed: forcing() },
  { rule: 'X-PASS', call: null, failed: forcing() },
];

describe('groupRejected', () => {
  it('gives one line per reason, naming each rule that failed for it once, in the order tried', () => {
    const groups = groupRejected(REJECTED);
    expect(groups.map((g) => g.failed.key)).toEqual(['bidder.fail.sum-below', 'bidder.fail.illegal', 'bidder.fail.forced']);
    expect(groups[0].rules).toEqual([{ rule: 'RR-GAME', calls: [] }]);
    expect(groups[2].rules).toEqual([
      { rule: 'RR-INVITE', calls: [call('P')] },
      { rule: 'RR-PASS', calls: [call('P')] },
      { rule: 'X-PASS', calls: [] },
    ]);
  });

  it('keeps apart the same message with other numbers, and a rule\'s different calls under one reason', () => {
    const groups = groupRejected([
      { rule: 'O-3NT', call: call('3N'), failed: fail('hd-below', { value: 16, min: 25 }) },
      { rule: 'O-2NT', call: call('2N'), failed: fail('hd-below', { value: 16, min: 22 }) },
      { rule: 'O-1C', call: call('1C'), failed: fail('hd-below', { min: 22, value: 16 }) },
      { rule: 'RR-GAME', call: call('3N'), failed: below26() },
      { rule: 'RR-GAME', call: call('4H'), failed: below26() },
      { rule: 'RR-GAME', call: call('3N'), failed: below26() },
    ]);
    expect(groups.map((g) => g.rules.map((r) => r.rule))).toEqual([['O-3NT'], ['O-2NT', 'O-1C'], ['RR-GAME']]);
    expect(groups[2].rules[0].calls).toEqual([call('3N'), call('4H')]);
  });

  it('counts the rules tried, a rule with several rows once', () => {
    expect(rejectedRuleCount(REJECTED)).toBe(4);
    expect(rejectedRuleCount([])).toBe(0);
  });
});
