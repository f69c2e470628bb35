import { describe, expect, it } from 'vitest';
import { summaryCsv, studentSummaries } from './csv-summary';
import type { ItemLabel } from './results';
import type { SetStudent, StoredAnswer, StoredGrade } from './set-types';

// four call items; the grades are given as stored (nothing is regraded here)
const items: ItemLabel[] = [0, 1, 2, 3].map(() => ({ kind: 'call', rule: 'O-1NT' }));
const grade = (right: boolean): StoredGrade => ({
  right, answer: right ? '1N' : '1C', rule: null, expected: { kind: 'call', call: '1N', text: '1N', rule: 'O-1NT', by: 'system' }, system: 'test',
});
const T0 = Date.UTC(2026, 11, 4, 13, 0); // 14:00 in Belgrade
const min = 60_000;
function answer(id: string, student: string, position: number, right: boolean, ms: number, at: number, deviceAt: number | null): StoredAnswer {
  return { id, student, setItem: `i${position}`, position, answer: { call: right ? '1N' : '1C' }, grade: grade(right), ms, at, deviceAt };
}

const students: SetStudent[] = [
  { id: 'a', name: 'Željka', seed: 1, joinedAt: T0 },
  { id: 'b', name: 'Marko', seed: 2, joinedAt: T0 + min },
  { id: 'c', name: 'Đorđe', seed: 3, joinedAt: T0 + 2 * min },
];
const answers: StoredAnswer[] = [
  // Željka: item 1 right (20 s), item 2 wrong then right (30 s + 10 s), item 3 right (6 min: counts 5), item 4 right
  answer('a1', 'a', 0, true, 20_000, T0 + 2 * min, T0 + 2 * min),
  answer('a2', 'a', 1, false, 30_000, T0 + 3 * min, T0 + 3 * min),
  answer('a3', 'a', 1, true, 10_000, T0 + 4 * min, T0 + 4 * min),
  answer('a4', 'a', 2, true, 360_000, T0 + 10 * min, T0 + 10 * min),
  // her last answer was given offline at 14:12 and arrived at 14:20: the device's time counts
  answer('a5', 'a', 3, true, 60_000, T0 + 20 * min, T0 + 12 * min),
  // the same id again (a resend stored before the server knew it): once
  answer('a5', 'a', 3, true, 60_000, T0 + 21 * min, T0 + 12 * min),
  // Marko: items 1–3 wrong, the second from before devices sent their time (its arrival counts)
  answer('b1', 'b', 0, false, 12_000, T0 + 5 * min, T0 + 5 * min),
  answer('b2', 'b', 1, false, 18_000, T0 + 6 * min, null),
  answer('b3', 'b', 2, true, 30_000, T0 + 7 * min, T0 + 7 * min),
];
// Đorđe joined and answered nothing

describe('studentSummaries', () => {
  it('counts as worked out by hand', () => {
    const [z, m, d] = studentSummaries({ items, students, answers });
    // Željka: 4 answered, right at first 3 (items 1, 3, 4), right later 1 (item 2), 5 answers;
    // time 20 + 30 + 10 + 300 + 60 = 420 s; first 14:02, last 14:12 (the device's, not the arrival at 14:20)
    expect(z).toEqual({
      name: 'Željka', joinedAt: T0, answered: 4, items: 4, right: 3, score: 75, rightLater: 1, attempts: 5, seconds: 420,
      first: T0 + 2 * min, last: T0 + 12 * min, below: false,
    });
    // Marko: 3 answered, 1 right (33 %), flagged: 3 ≥ half of 4 and 1 × 2 < 3; 60 s
    expect(m).toEqual({
      name: 'Marko', joinedAt: T0 + min, answered: 3, items: 4, right: 1, score: 33, rightLater: 0, attempts: 3, seconds: 60,
      first: T0 + 5 * min, last: T0 + 7 * min, below: true,
    });
    expect(d).toEqual({
      name: 'Đorđe', joinedAt: T0 + 2 * min, answered: 0, items: 4, right: 0, score: null, rightLater: 0, attempts: 0, seconds: 0,
      first: null, last: null, below: false,
    });
  });

  it('flags a student under half right, never at exactly half (the audit\'s surviving mutant L20)', () => {
    const two = [answer('x1', 'a', 0, true, 1000, T0, T0), answer('x2', 'a', 1, true, 1000, T0, T0), answer('x3', 'a', 2, false, 1000, T0, T0), answer('x4', 'a', 3, false, 1000, T0, T0)];
    const half = studentSummaries({ items, students: [students[0]], answers: two })[0];
    expect([half.answered, half.right, half.below]).toEqual([4, 2, false]);
    const one = [two[0], ...two.slice(2), answer('x5', 'a', 1, false, 1000, T0, T0)];
    const under = studentSummaries({ items, students: [students[0]], answers: one })[0];
    expect([under.answered, under.right, under.below]).toEqual([4, 1, true]);
  });
});

describe('summaryCsv', () => {
  const input = { items, students, answers, code: 'Y1CJNPWG' };
  const lines = (file: string) => {
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file.endsWith('\r\n')).toBe(true);
    return file.slice(1, -2).split('\r\n');
  };

  it('Serbian: a header in Serbian, a row per student in the order they joined, Belgrade time, decimal comma', () => {
    expect(lines(summaryCsv({ ...input, locale: 'sr', timeZone: 'Europe/Belgrade' }))).toEqual([
      'zbirka;učenik;vreme prijave (Europe/Belgrade);broj pitanja;odgovoreno;tačno iz prvog pokušaja;uspeh %;kasnije tačno;ukupno odgovora;utrošeno vreme (min);prvi odgovor (Europe/Belgrade);poslednji odgovor (Europe/Belgrade);ispod 50 %',
      'Y1CJNPWG;Željka;2026-12-04 14:00:00;4;4;3;75;1;5;7;2026-12-04 14:02:00;2026-12-04 14:12:00;ne',
      'Y1CJNPWG;Marko;2026-12-04 14:01:00;4;3;1;33;0;3;1;2026-12-04 14:05:00;2026-12-04 14:07:00;da',
      'Y1CJNPWG;Đorđe;2026-12-04 14:02:00;4;0;0;;0;0;0;;;ne',
    ]);
  });

  it('Latvian: a header in Latvian, jā/nē, Riga time', () => {
    const [header, zeljka, marko] = lines(summaryCsv({ ...input, locale: 'lv', timeZone: 'Europe/Riga' }));
    expect(header).toBe('komplekts;skolēns;pievienojās (Europe/Riga);jautājumu skaits;atbildēti;pareizi ar pirmo mēģinājumu;rezultāts %;vēlāk pareizi;atbilžu kopā;patērētais laiks (min);pirmā atbilde (Europe/Riga);pēdējā atbilde (Europe/Riga);zem 50 %');
    expect(zeljka).toBe('Y1CJNPWG;Željka;2026-12-04 15:00:00;4;4;3;75;1;5;7;2026-12-04 15:02:00;2026-12-04 15:12:00;nē');
    expect(marko.endsWith(';jā')).toBe(true);
  });

  it('English: `,` and a decimal point for a part of a minute', () => {
    const short = answers.map((a) => (a.id === 'a4' ? { ...a, ms: 45_000 } : a));
    const [header, zeljka] = lines(summaryCsv({ ...input, answers: short, locale: 'en', timeZone: 'UTC' }));
    expect(header.split(',')).toHaveLength(13);
    // 20 + 30 + 10 + 45 + 60 = 165 s = 2.75 min, written to a tenth
    expect(zeljka).toBe('Y1CJNPWG,Željka,2026-12-04 13:00:00,4,4,3,75,1,5,2.8,2026-12-04 13:02:00,2026-12-04 13:12:00,no');
  });
});
