import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advise, bidDeal, RULE_IDS } from '../bidder';
import { seatToCall } from '../bridge/auction';
import { makeCalls } from '../bridge/call';
import { handOf, validateDeal } from '../bridge/deal';
import { evaluateHand } from '../evaluation';
import { quizItem, type QuizItem } from './item';
import { UNREACHABLE_RULES } from './reach';
import { DRILL_KINDS, practiceKindOf, type Topic } from './topics';
import { nearMissFits, usesRule } from './walk';

const ITEMS_PER_RULE = 200;

/** The bidder's answer on exactly the item's position. */
function adviceOf(item: QuizItem) {
  return advise({ hand: handOf(item.deal, item.seat), auction: { dealer: item.dealer, calls: item.calls }, vul: item.vul });
}

/**
 * The coherence invariant: the calls so far are exactly the first calls of bidDeal on the item's deal (each is the
 * bidder's call for that seat's hand), and the learner's answer is the next call bidDeal makes.
 */
function checkCoherent(item: QuizItem): void {
  const bid = bidDeal(item.deal, item.dealer, item.vul).calls;
  const where = `${item.topic} seed ${item.seed}${item.nearMiss ? ' near miss' : ''}`;
  expect(makeCalls(bid.slice(0, item.calls.length).map((c) => c.call)), where).toBe(makeCalls(item.calls));
  expect(bid.length, where).toBeGreaterThan(item.calls.length);
  if (item.expected.kind === 'call') expect(makeCalls([bid[item.calls.length].call]), where).toBe(makeCalls([item.expected.call]));
}

function checkShape(item: QuizItem): void {
  expect(validateDeal(item.deal).ok).toBe(true); // 52 distinct cards, 13 a hand
  if (item.kind === 'call') {
    expect(seatToCall({ dealer: item.dealer, calls: item.calls })).toBe(item.seat); // legal so far, this seat to call
    const advice = adviceOf(item);
    expect(item.expected).toEqual({ kind: 'call', call: advice.call, rule: advice.rule, via: advice.via?.rule ?? null });
    checkCoherent(item);
  }
}

describe('quizItem: targeted bidding items', () => {
  const reachable = RULE_IDS.filter((id) => !UNREACHABLE_RULES.some((u) => u.rule === id));

  it.each(reachable.map((id) => [id]))('%s: 200 seeded items on coherent deals use it, and every near miss (a quarter) does not', (rule) => {
    for (let seed = 0; seed < ITEMS_PER_RULE; seed++) {
      const nearMiss = seed % 4 === 3;
      const item = quizItem(rule, seed, { nearMiss });
      expect(item.rule).toBe(rule);
      expect(item.nearMiss).toBe(nearMiss);
      const advice = adviceOf(item);
      expect(usesRule(advice, rule), `${rule} seed ${seed}${nearMiss ? ' near miss' : ''}`).toBe(!nearMiss);
      // a near miss asks a decision of the rule's own drill kind (an opening's near miss is no defender's pass)
      if (nearMiss) expect(nearMissFits(rule, advice.rule), `${rule} seed ${seed}: near miss by ${advice.rule}`).toBe(true);
      checkShape(item);
    }
  });

  it('lists exactly the rules that cannot be generated (none: every rule of sections 3–8 is reached)', () => {
    const failing = RULE_IDS.filter((rule) => {
      try {
        quizItem(rule, 1);
        return false;
      } catch {
        return true;
      }
    });
    expect(failing).toEqual(UNREACHABLE_RULES.map((u) => u.rule));
  });

  it('gives the same item for the same topic and seed, and different items for different seeds', () => {
    for (const topic of ['O-3NT', 'R1N-7N', 'BW-PLACE', 'D-CUE', 'open', 'compete'] as const) {
      expect(quizItem(topic, 12345)).toEqual(quizItem(topic, 12345));
      expect(quizItem(topic, 77, { nearMiss: true })).toEqual(quizItem(topic, 77, { nearMiss: true }));
      expect(quizItem(topic, 1).deal).not.toEqual(quizItem(topic, 2).deal);
    }
  });

  it('pins one item so a change of the generator shows (the same item on every machine)', () => {
    const item = quizItem('O-1NT', 42);
    expect(item.expected).toMatchObject({ kind: 'call', rule: 'O-1NT' });
    expect(evaluateHand(handOf(item.deal, item.seat)).hd).toBeGreaterThanOrEqual(19);
  });
});

describe('quizItem: the drill kinds', () => {
  it.each(['open', 'respond', 'rebid', 'slam', 'compete'] as const)('%s asks only decisions of its own section (200 items, near misses too)', (kind) => {
    for (let seed = 0; seed < 200; seed++) {
      const item = quizItem(kind, seed, { nearMiss: seed % 4 === 3 });
      if (item.expected.kind !== 'call') throw new Error('a bidding kind makes call items');
      const asked = item.expected.rule;
      const fits = practiceKindOf(asked) === kind || (kind === 'slam' && practiceKindOf(asked) === 'rebid');
      expect(fits, `${kind} seed ${seed}: ${asked}`).toBe(true);
      checkCoherent(item);
    }
  });
});

describe('quizItem: properties over any seed and topic', () => {
  const topics: Topic[] = [...DRILL_KINDS, ...RULE_IDS];

  it('any seed gives a legal item whose expected answer is lib/\'s', () => {
    fc.assert(
      fc.property(fc.constantFrom(...topics), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.boolean(), (topic, seed, nearMiss) => {
        const item = quizItem(topic, seed, { nearMiss });
        checkShape(item);
        expect(quizItem(topic, seed, { nearMiss })).toEqual(item);
      }),
      { numRuns: 300 },
    );
  });
});
