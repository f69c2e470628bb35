import { describe, expect, it } from 'vitest';
import { quizItem } from '@/lib/quiz/item';
import {
  initialRolesQuestion, rolesProblem, rolesQuestionReducer, rolesSetAnswer, type RolesQuestionAction, type RolesQuestionState,
} from './roles-question-state';

function run(...actions: RolesQuestionAction[]): RolesQuestionState {
  return actions.reduce(rolesQuestionReducer, initialRolesQuestion());
}

const item = quizItem('roles', 6);
const e = item.expected.kind === 'roles' ? item.expected : null!;
const contract = { level: e.contract.level, strain: e.contract.strain, risk: e.contract.risk };
const seats: RolesQuestionAction[] = [
  { type: 'seat', role: 'declarer', seat: e.contract.declarer },
  { type: 'seat', role: 'leader', seat: e.leader },
  { type: 'seat', role: 'dummy', seat: e.dummy },
];

describe('the roles question state', () => {
  it('starts with nothing chosen: no level, no strain, no seat', () => {
    expect(initialRolesQuestion()).toEqual({
      contract: { level: null, strain: null, risk: '' }, seats: { declarer: null, leader: null, dummy: null }, problem: null, grade: null,
    });
  });

  it('asks for the contract first, then for every seat, before it grades', () => {
    expect(run({ type: 'check', item }).problem).toBe('chooseContract');
    expect(run({ type: 'contract', contract: { ...contract, strain: null } }, { type: 'check', item }).problem).toBe('chooseContract');
    expect(run({ type: 'contract', contract }, seats[0], { type: 'check', item }).problem).toBe('chooseSeats');
    expect(rolesProblem(run({ type: 'contract', contract }, ...seats))).toBeNull();
  });

  it('grades the four parts once, then keeps the form closed', () => {
    const done = run({ type: 'contract', contract }, ...seats, { type: 'check', item });
    expect(done.problem).toBeNull();
    expect(done.grade?.right).toBe(true);
    expect(run({ type: 'contract', contract }, ...seats, { type: 'check', item }, { type: 'seat', role: 'leader', seat: e.dummy }).seats.leader).toBe(e.leader);
    expect(rolesQuestionReducer(done, { type: 'check', item })).toBe(done);
    const wrong = run({ type: 'contract', contract }, ...seats, { type: 'seat', role: 'dummy', seat: e.leader }, { type: 'check', item });
    expect(wrong.grade?.right).toBe(false);
    expect(wrong.grade?.parts.map((p) => p.right)).toEqual([true, true, true, false]);
  });

  it('ignores a seat that is not one, and clears the problem on a change', () => {
    const asked = run({ type: 'check', item });
    expect(rolesQuestionReducer(asked, { type: 'seat', role: 'leader', seat: 'Q' }).seats.leader).toBeNull();
    expect(rolesQuestionReducer(asked, { type: 'contract', contract }).problem).toBeNull();
  });

  it('sends the answer as a set stores it, the contract canonical and null until chosen', () => {
    expect(rolesSetAnswer(run(...seats))).toEqual({ contract: null, declarer: e.contract.declarer, leader: e.leader, dummy: e.dummy });
    expect(rolesSetAnswer(run({ type: 'contract', contract: { level: 4, strain: 'N', risk: 'XX' } }))).toEqual({ contract: '4NXX', declarer: null, leader: null, dummy: null });
  });
});
