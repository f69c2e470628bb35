import { describe, expect, it } from 'vitest';
import { makeCall, parseCall, parseCalls } from '../bridge/call';
import { parseHand } from '../bridge/hand';
import { advise } from './advise';
import { RULE_IDS } from './rule-ids';
import { DOCUMENTED_POSITIONS, type DocumentedPosition } from './documented';

function run(v: DocumentedPosition) {
  const hand = parseHand(v.hand);
  const calls = parseCalls(v.auction);
  if (!hand.ok || !calls.ok) throw new Error(`bad vector ${v.hand} / ${v.auction}`);
  return advise({ hand: hand.value, auction: { dealer: v.dealer, calls: calls.value }, vul: v.vul });
}

describe('bidder vectors', () => {
  it.each(DOCUMENTED_POSITIONS.map((v) => [`${v.dealer} '${v.auction}' ${v.hand} → ${v.expected} ${v.rule}`, v] as const))('%s', (_name, v) => {
    const advice = run(v);
    const expected = parseCall(v.expected);
    if (!expected.ok) throw new Error(`bad expected call ${v.expected}`);
    expect({ call: makeCall(advice.call), rule: advice.rule, via: advice.via?.rule }).toEqual({
      call: makeCall(expected.value),
      rule: v.rule,
      via: v.via,
    });
    if (v.option !== undefined) expect(advice.explain.params.option).toBe(v.option);
  });

  it('has at least five vectors for every decision B-24 … B-31 (and B-7\'s advancer), from different seats and auctions', () => {
    for (const decision of ['B-7', 'B-24', 'B-25', 'B-26', 'B-27', 'B-28', 'B-29', 'B-30', 'B-31']) {
      const vs = DOCUMENTED_POSITIONS.filter((v) => v.decision === decision);
      expect(vs.length, decision).toBeGreaterThanOrEqual(5);
      expect(new Set(vs.map((v) => v.dealer)).size, decision).toBeGreaterThanOrEqual(3);
      expect(new Set(vs.map((v) => v.auction)).size, decision).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least three vectors for every decision B-45 … B-49, from different seats and auctions', () => {
    for (const decision of ['B-45', 'B-46', 'B-47', 'B-48', 'B-49']) {
      const vs = DOCUMENTED_POSITIONS.filter((v) => v.decision === decision);
      expect(vs.length, decision).toBeGreaterThanOrEqual(3);
      expect(new Set(vs.map((v) => v.dealer)).size, decision).toBeGreaterThanOrEqual(3);
      expect(new Set(vs.map((v) => v.auction)).size, decision).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least three vectors for every decision B-51 … B-59 (issue 28: giant hands and loose ends), from different seats and auctions', () => {
    for (const decision of ['B-51', 'B-52', 'B-53', 'B-54', 'B-55', 'B-56', 'B-57', 'B-58', 'B-59', 'B-60', 'B-61', 'B-62', 'B-63', 'B-64']) {
      const vs = DOCUMENTED_POSITIONS.filter((v) => v.decision === decision);
      expect(vs.length, decision).toBeGreaterThanOrEqual(3);
      expect(new Set(vs.map((v) => v.dealer)).size, decision).toBeGreaterThanOrEqual(3);
      expect(new Set(vs.map((v) => v.auction)).size, decision).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least three vectors for every decision of issue 39 (B-70 …), from different seats and auctions', () => {
    for (const decision of ['B-70', 'B-71', 'B-76', 'B-77', 'B-78', 'B-79', 'B-80']) {
      const vs = DOCUMENTED_POSITIONS.filter((v) => v.decision === decision);
      expect(vs.length, decision).toBeGreaterThanOrEqual(3);
      expect(new Set(vs.map((v) => v.dealer)).size, decision).toBeGreaterThanOrEqual(3);
      expect(new Set(vs.map((v) => v.auction)).size, decision).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least three vectors for every rule id', () => {
    const count = new Map<string, number>();
    for (const v of DOCUMENTED_POSITIONS) count.set(v.rule, (count.get(v.rule) ?? 0) + 1);
    for (const v of DOCUMENTED_POSITIONS) if (v.via) count.set(v.via, count.get(v.via) ?? 0);
    const short = RULE_IDS.filter((id) => (count.get(id) ?? 0) < 3).map((id) => `${id}: ${count.get(id) ?? 0}`);
    expect(short).toEqual([]);
  });
});
