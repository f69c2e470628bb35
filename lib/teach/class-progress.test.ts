import { describe, expect, it } from 'vitest';
import { accuracy, needingAttention, ruleCounts, ruleTotals, weakestRules } from './class-progress';
import type { RuleCount } from './class-types';

const A = (rule: string | null, right: boolean) => ({ rule, right });

describe("a class's progress", () => {
  it('counts first attempts per rule, in the order the rules were met, leaving out items with no rule', () => {
    expect(ruleCounts([A('O-1NT', true), A('R1N-2N', false), A(null, false), A('O-1NT', false), A('R1N-2N', true), A('O-1NT', true)])).toEqual([
      { rule: 'O-1NT', answered: 3, right: 2 },
      { rule: 'R1N-2N', answered: 2, right: 1 },
    ]);
    expect(ruleCounts([])).toEqual([]);
  });

  it('totals groups already counted (per set and rule) per rule, in the order given, leaving out the groups with no rule', () => {
    const G = (rule: string | null, answered: number, right: number) => ({ rule, answered, right });
    expect(ruleTotals([G('R1N-2N', 2, 1), G(null, 4, 4), G('O-1NT', 3, 0), G('R1N-2N', 5, 5)])).toEqual([
      { rule: 'R1N-2N', answered: 7, right: 6 },
      { rule: 'O-1NT', answered: 3, right: 0 },
    ]);
    expect(ruleTotals([])).toEqual([]);
  });

  it('needs attention under half right after at least five items, and not at exactly half or after four', () => {
    const counts = [
      { rule: 'a', answered: 5, right: 2 }, // 40 %: yes
      { rule: 'b', answered: 4, right: 0 }, // four items: not yet
      { rule: 'c', answered: 6, right: 3 }, // exactly half: no
      { rule: 'd', answered: 10, right: 1 }, // 10 %: yes, first
    ];
    expect(needingAttention(counts).map((c) => c.rule)).toEqual(['d', 'a']);
  });

  it("puts the class's weakest rules first, over all students, with enough items", () => {
    const ana = [{ rule: 'x', answered: 3, right: 0 }, { rule: 'y', answered: 4, right: 4 }];
    const bojan = [{ rule: 'x', answered: 3, right: 3 }, { rule: 'y', answered: 2, right: 0 }, { rule: 'z', answered: 2, right: 0 }];
    // x: 3 of 6 = 50 %; y: 4 of 6 = 67 %; z: 2 items only
    expect(weakestRules([ana, bojan])).toEqual([{ rule: 'x', answered: 6, right: 3 }, { rule: 'y', answered: 6, right: 4 }]);
    expect(weakestRules([ana, bojan], 1)).toHaveLength(1);
  });

  it('has no accuracy before anything is answered', () => {
    expect(accuracy({ answered: 0, right: 0 })).toBeNull();
    expect(accuracy({ answered: 4, right: 1 })).toBe(0.25);
  });

  it('orders equal shares by more items first, then by the rule; keeps rules with exactly the minimum; and stops at the limit', () => {
    const c = (rule: string, answered: number, right: number) => ({ rule, answered, right }) as RuleCount;
    // 1 of 5 twice: by the rule's name; then 2 of 9, 2 of 8, 2 of 6
    expect(needingAttention([c('R-1NT', 5, 1), c('O-1', 5, 1), c('R-NEW1', 8, 2), c('R-PASS', 6, 2), c('R-JUMP', 9, 2)]).map((x) => x.rule))
      .toEqual(['O-1', 'R-1NT', 'R-JUMP', 'R-NEW1', 'R-PASS']);
    const students = [[c('R-NEW1', 3, 1), c('O-1', 2, 0)], [c('R-NEW1', 5, 1), c('O-1', 2, 1), c('D-X', 4, 0)]];
    // together: D-X 0 of 4 (exactly the minimum of 4 is kept), then R-NEW1 2 of 8 before O-1 1 of 4 (the same share: more items first)
    expect(weakestRules(students, 5, 4).map((x) => [x.rule, x.answered, x.right])).toEqual([['D-X', 4, 0], ['R-NEW1', 8, 2], ['O-1', 4, 1]]);
    expect(weakestRules(students, 2, 4).map((x) => x.rule)).toEqual(['D-X', 'R-NEW1']);
    expect(weakestRules(students, 5, 5).map((x) => x.rule)).toEqual(['R-NEW1']);
  });
});

