import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advise, RULE_IDS } from '../bidder';
import { seatToCall } from '../bridge/auction';
import { sameCall } from '../bridge/call';
import { SEATS } from '../bridge/types';
import { handOf, validateDeal } from '../bridge/deal';
import { evaluateHand } from '../evaluation';
import { quizItem, type QuizItem } from './item';
import { UNREACHABLE_RULES } from './reach';
import { DRILL_KINDS, type Topic } from './topics';
import { ownCallsHeld, usesRule } from './walk';

const ITEMS_PER_RULE = 200;

/** The bidder's answer on exactly the item's position. */
function adviceOf(item: QuizItem) {
  return advise({ hand: handOf(item.deal, item.seat), auction: { dealer: item.dealer, calls: item.calls }, vul: item.vul });
}

function checkShape(item: QuizItem): void {
  expect(validateDeal(item.deal).ok).toBe(true); // 52 distinct cards, 13 a hand
  if (item.kind === 'call') {
    expect(seatToCall({ dealer: item.dealer, calls: item.calls })).toBe(item.seat); // legal so far, this seat to call
    const advice = adviceOf(item);
    expect(item.expected).toEqual({ kind: 'call', call: advice.call, rule: advice.rule, via: advice.via?.rule ?? null });
    // the seat's own earlier calls are the bidder's calls with this hand
    expect(ownCallsHeld(handOf(item.deal, item.seat), item.dealer, item.calls, item.vul)).toBe(item.calls.length >> 2);
  }
}

describe('quizItem: targeted bidding items', () => {
  const reachable = RULE_IDS.filter((id) => !UNREACHABLE_RULES.some((u) => u.rule === id));

  it.each(reachable.map((id) => [id]))('%s: 200 seeded items use it, and every near miss (a quarter) does not', (rule) => {
    for (let seed = 0; seed < ITEMS_PER_RULE; seed++) {
      const nearMiss = seed % 4 === 3;
      const item = quizItem(rule, seed, { nearMiss });
      expect(item.rule).toBe(rule);
      expect(item.nearMiss).toBe(nearMiss);
      const advice = adviceOf(item);
      expect(usesRule(advice, rule), `${rule} seed ${seed}${nearMiss ? ' near miss' : ''}`).toBe(!nearMiss);
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

describe('quizItem: the other hands', () => {
  it('mostly make the calls of the auction so far (a bounded walk: at least 85% of their calls, measured)', () => {
    let calls = 0;
    let held = 0;
    for (const rule of RULE_IDS) {
      for (let seed = 0; seed < 8; seed++) {
        const item = quizItem(rule, seed);
        item.calls.forEach((call, k) => {
          const seat = SEATS[(SEATS.indexOf(item.dealer) + k) % 4];
          if (seat === item.seat) return; // the acting seat's own calls are checked on every item above
          calls++;
          const made = advise({ hand: handOf(item.deal, seat), auction: { dealer: item.dealer, calls: item.calls.slice(0, k) }, vul: item.vul });
          if (sameCall(made.call, call)) held++;
        });
      }
    }
    expect(held / calls).toBeGreaterThan(0.85);
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
