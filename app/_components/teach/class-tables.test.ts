import { describe, expect, it } from 'vitest';
import { classWeakest, newSetHref, percentOf, progressGrid, setParticipation, studentWeakest, trendRows, weakestFloor } from './class-tables';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const students = [
  { id: A, name: 'Ana', joinedAt: '2026-12-01T10:00:00.000Z' },
  { id: B, name: 'Bojan', joinedAt: '2026-12-01T10:01:00.000Z' },
];
const progress = [
  { student: A, rules: [{ rule: 'O-1NT', answered: 5, right: 5 }, { rule: 'R-NEW2', answered: 2, right: 1 }] },
  { student: B, rules: [{ rule: 'R-NEW2', answered: 6, right: 2 }, { rule: 'O-1NT', answered: 5, right: 3 }] },
];
const set = (code: string, items: number) => ({ code, items });

describe('class tables', () => {
  it('percentOf rounds to a whole percent and knows nothing answered', () => {
    expect(percentOf({ answered: 5, right: 3 })).toBe(60);
    expect(percentOf({ answered: 3, right: 2 })).toBe(67);
    expect(percentOf({ answered: 0, right: 0 })).toBeNull();
  });

  it('progressGrid: rules in first-met order, a cell per rule, attention under half after five items', () => {
    const grid = progressGrid({ students, progress });
    expect(grid.rules).toEqual(['O-1NT', 'R-NEW2']);
    expect(grid.rows[0].cells).toEqual([{ rule: 'O-1NT', answered: 5, right: 5 }, { rule: 'R-NEW2', answered: 2, right: 1 }]);
    expect(grid.rows[0].attention).toEqual([]);
    expect(grid.rows[1].attention).toEqual(['R-NEW2']);
    // Bojan's 3 of 5 on O-1NT is 60 %: not under half; his 2 of 6 on R-NEW2 is
    expect(progressGrid({ students: students.slice(0, 1), progress: [] }).rows[0].cells).toEqual([]);
  });

  it('trendRows and setParticipation follow the class order of sets', () => {
    const view = {
      students,
      sets: [set('AAAAAA', 3), set('BBBBBB', 2)],
      trend: [{ student: A, sets: [{ code: 'BBBBBB', answered: 2, right: 1 }, { code: 'AAAAAA', answered: 3, right: 3 }] }, { student: B, sets: [{ code: 'AAAAAA', answered: 1, right: 0 }] }],
    };
    expect(trendRows(view).map((r) => r.cells)).toEqual([
      [{ code: 'AAAAAA', answered: 3, right: 3 }, { code: 'BBBBBB', answered: 2, right: 1 }],
      [{ code: 'AAAAAA', answered: 1, right: 0 }, null],
    ]);
    expect([...setParticipation(view)]).toEqual([['AAAAAA', { started: 2, finished: 1 }], ['BBBBBB', { started: 1, finished: 1 }]]);
  });

  it('classWeakest: rules with enough items, else any answered, never one all right', () => {
    expect(classWeakest({ progress })).toEqual([{ rule: 'R-NEW2', answered: 8, right: 3 }, { rule: 'O-1NT', answered: 10, right: 8 }]);
    expect(classWeakest({ progress: [{ student: A, rules: [{ rule: 'O-1NT', answered: 2, right: 1 }, { rule: 'R-NEW2', answered: 1, right: 1 }] }] })).toEqual([
      { rule: 'O-1NT', answered: 2, right: 1 },
    ]);
    expect(classWeakest({ progress: [] })).toEqual([]);
  });

  it('weakestFloor: the page says 5 items when the list kept to rules with 5, else that it fell back to fewer', () => {
    expect(weakestFloor(classWeakest({ progress }))).toBe(5);
    expect(weakestFloor(classWeakest({ progress: [{ student: A, rules: [{ rule: 'O-1NT', answered: 2, right: 1 }] }] }))).toBe(1);
  });

  it('studentWeakest: the rules needing attention, else the weakest with a miss', () => {
    expect(studentWeakest(progress[1].rules)).toEqual([{ rule: 'R-NEW2', answered: 6, right: 2 }]);
    expect(studentWeakest(progress[0].rules)).toEqual([{ rule: 'R-NEW2', answered: 2, right: 1 }]);
    expect(studentWeakest([{ rule: 'O-1NT', answered: 4, right: 4 }])).toEqual([]);
  });

  it('newSetHref names the class and, when given, the rules', () => {
    expect(newSetHref('K7Q2M9XD')).toBe('/teach?class=K7Q2M9XD');
    expect(newSetHref('K7Q2M9XD', ['O-1NT', 'R-NEW2'])).toBe('/teach?class=K7Q2M9XD&rules=O-1NT,R-NEW2');
  });
});
