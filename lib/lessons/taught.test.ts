import { describe, expect, it } from 'vitest';
import { LESSONS } from './catalogue';
import { SHOW_ALL, shownInLesson } from './taught';

describe('shownInLesson', () => {
  it('shows H, D and HD only in lesson 4; quick tricks, balance, stoppers and suits from lesson 5; HDr from lesson 10', () => {
    expect(shownInLesson(4)).toEqual({ qt: false, balance: false, stoppers: false, biddable: false, rebiddable: false, hdr: false });
    expect(shownInLesson(5)).toEqual({ qt: true, balance: true, stoppers: true, biddable: true, rebiddable: true, hdr: false });
    expect(shownInLesson(9).hdr).toBe(false);
    expect(shownInLesson(10)).toEqual(SHOW_ALL);
  });
  it('never takes back what it has shown as the course goes on', () => {
    for (const [a, b] of LESSONS.slice(1).map((l, i) => [shownInLesson(LESSONS[i].number), shownInLesson(l.number)])) {
      for (const key of Object.keys(a) as (keyof typeof a)[]) if (a[key]) expect(b[key], key).toBe(true);
    }
  });
});
