import { describe, expect, it } from 'vitest';
import { gradesShownToStudents, shownAttempts } from './grades-shown';

const practice = { id: 'p', spec: { mode: 'practice' }, revealed: false } as const;
const test = { id: 't', spec: { mode: 'test' }, revealed: false } as const;
const revealed = { id: 'r', spec: { mode: 'test' }, revealed: true } as const;

describe('gradesShownToStudents', () => {
  it("shows a practice set's grades, a test's only once revealed", () => {
    expect([practice, test, revealed].map(gradesShownToStudents)).toEqual([true, false, true]);
  });
});

describe('shownAttempts', () => {
  it("keeps the attempts in sets whose grades are shown; an unrevealed test's and an unknown set's are left out", () => {
    const attempts = [{ setId: 'p', n: 1 }, { setId: 't', n: 2 }, { setId: 'r', n: 3 }, { setId: 'gone', n: 4 }, { setId: 'p', n: 5 }];
    expect(shownAttempts(attempts, [practice, test, revealed]).map((a) => a.n)).toEqual([1, 3, 5]);
    expect(shownAttempts(attempts, [])).toEqual([]);
  });
});
