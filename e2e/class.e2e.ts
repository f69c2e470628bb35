// A class over a term in the browser (issue 27), in sr, lv and sr-Cyrl: a teacher makes a class and two sets for it
// through the API; two students join the class once on its page (two browsers), open both sets from it and answer under
// their class names (the set page asks no name); the class page counts what each has done; the teacher's class page
// shows the roster, the sets, the progress per rule (with "needs attention"), the weakest rules and the trend by set.
// Unknown codes and tokens are the 404 page; axe at a phone's width and a laptop's on both pages.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import type { ClassTeacherView, ClassView, CreatedClass } from '@/lib/set-api/class-responses';
import type { CreatedSet, TeacherView } from '@/lib/set-api/responses';
import { expectSoundAtBothWidths, useSite, visit } from './support/browser';
import { expectedOf, wrongOf } from './support/calls';

const site = useSite();

async function api<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.baseUrl()}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json', origin: new URL(site.baseUrl()).origin }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

interface MadeSet {
  readonly code: string;
  readonly teacherToken: string;
  readonly view: TeacherView;
}

/** A practice set of the class (its token as the bearer), near misses off so that each item's rule is the one asked. */
async function classSet(classCode: string, classToken: string, locale: Locale, title: string, topics: Record<string, number>): Promise<MadeSet> {
  const made = await api<CreatedSet>('/api/sets', {
    body: { title, locale, mode: 'practice', hands: 'same', classCode, nearMisses: false, items: Object.entries(topics).map(([topic, count]) => ({ topic, count })) },
    headers: { authorization: `Bearer ${classToken}` },
  });
  expect(made.status).toBe(201);
  const view = await api<TeacherView>(`/api/teacher/${made.body.teacherToken}`);
  return { code: made.body.code, teacherToken: made.body.teacherToken, view: view.body };
}

/** Every question of the set, right or wrong, then the answers saved. */
async function answerSet(page: Page, set: MadeSet, right: boolean): Promise<void> {
  for (let k = 0; k < set.view.set.items.length; k++) {
    const question = page.getByTestId('set-question');
    await question.waitFor();
    const index = Number(await question.getAttribute('data-index'));
    const item = set.view.set.items.find((i) => i.index === index)!;
    await page.locator(`button[data-call="${right ? expectedOf(item.code!) : wrongOf(item.code!)}"]`).click();
    await page.locator('[data-testid="call-feedback"] [data-outcome]').waitFor();
    await page.getByTestId('set-next').click();
  }
  await page.getByTestId('set-summary').waitFor();
  await expect.poll(() => page.getByTestId('outbox-status').getAttribute('data-pending'), { timeout: 15_000 }).toBe('0');
}

/** Joins the class on its page; gives the resume code shown. */
async function joinClass(page: Page, name: string): Promise<string> {
  await page.getByTestId('student-name').fill(name);
  await page.getByTestId('join').click();
  const code = (await page.getByTestId('resume-code').textContent())!.trim();
  // the code is shown once, with its copy button: not again in a field under the same label
  const panel = page.getByTestId('resume-panel');
  expect(await panel.evaluate((el, c) => el.textContent!.split(c).length - 1 + [...el.querySelectorAll('input')].filter((i) => i.value.includes(c)).length, code)).toBe(1);
  expect(await panel.getByTestId('resume-code-copy').count()).toBe(1);
  await page.getByTestId('begin').click();
  await page.getByTestId('class-student').waitFor();
  return code;
}

/** From the class page into a set of it: the set page knows the student (no name asked) and goes to the questions. */
async function openSet(page: Page, set: MadeSet, name: string): Promise<void> {
  await page.locator(`[data-testid="class-set"][data-code="${set.code}"] [data-testid="class-set-link"]`).click();
  await page.getByTestId('set-question').waitFor();
  expect(await page.getByTestId('student-name').count()).toBe(0);
  // the set page knows the student by their class token and class name (browser-keys enterSetAs)
  const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { name: string } | null, `bridge-tutor.student:${set.code}`);
  expect(kept?.name).toBe(name);
  // and leads back to the class's page
  expect(await page.getByTestId('class-back').getAttribute('href')).toMatch(/\/class\/[0-9A-Z]+$/);
}

const doneOf = (page: Page, set: MadeSet) => page.locator(`[data-testid="class-set"][data-code="${set.code}"] [data-testid="class-set-done"]`).textContent();

interface Term {
  readonly locale: Locale;
  readonly title: string;
  readonly names: readonly [string, string];
  /** Set A's and set B's topics: with O-1NT asked 5 times in all, the student who misses everything needs attention on it. */
  readonly topics: readonly [Record<string, number>, Record<string, number>];
}

async function term({ locale, title, names, topics }: Term) {
  const t = translator(locale);
  const made = await api<CreatedClass>('/api/classes', { body: { title, locale } });
  expect(made.status).toBe(201);
  const { code, classToken } = made.body;
  const setA = await classSet(code, classToken, locale, `${title} · A`, topics[0]);
  const setB = await classSet(code, classToken, locale, `${title} · B`, topics[1]);

  // two students join the class in two browsers and each answers both sets from the class page
  const [good, weak] = await Promise.all([site.open(`/${locale}/class/${code}`), site.open(`/${locale}/class/${code}`)]);
  expect(await good.page.getByTestId('class-title').textContent()).toBe(title);
  await expectSoundAtBothWidths(good.page);
  const resumeCode = await joinClass(good.page, names[0]);
  await joinClass(weak.page, names[1]);
  expect(await doneOf(good.page, setA)).toBe(t('teach.class.student.done', { done: 0, total: setA.view.set.items.length }));
  for (const set of [setA, setB]) {
    await Promise.all([openSet(good.page, set, names[0]), openSet(weak.page, set, names[1])]);
    await Promise.all([answerSet(good.page, set, true), answerSet(weak.page, set, false)]);
    await Promise.all([visit(good.page, `/${locale}/class/${code}`), visit(weak.page, `/${locale}/class/${code}`)]);
    await good.page.getByTestId('class-student').waitFor();
  }
  for (const set of [setA, setB]) {
    const total = set.view.set.items.length;
    await expect.poll(() => doneOf(good.page, set)).toBe(t('teach.class.student.done', { done: total, total }));
    await expect.poll(() => doneOf(weak.page, set)).toBe(t('teach.class.student.done', { done: total, total }));
    // each set has the students under their class names, once each
    const setView = await api<TeacherView>(`/api/teacher/${set.teacherToken}`);
    expect(setView.body.results.students.map((s) => s.name).sort()).toEqual([...names].sort());
  }
  // the student's own table per rule, in the locale's numbers, and the lessons for the rules missed
  await weak.page.getByTestId('own-rules').waitFor();
  const o1nt = weak.page.locator('[data-testid="own-rule"][data-rule="O-1NT"] td').first();
  expect(await o1nt.textContent()).toBe(t('teach.class.student.percent', { percent: 0 }));
  expect(await weak.page.locator('[data-testid="own-lesson"][data-rule="O-1NT"]').count()).toBe(1);
  expect(await weak.page.locator('[data-testid="own-lesson"][data-rule="O-1NT"] a[data-lesson-rule="O-1NT"]').count()).toBe(1);
  expect(await good.page.getByTestId('own-lessons').textContent()).toContain(t('teach.class.student.lessonsNone'));
  await expectSoundAtBothWidths(weak.page);

  // the class as the API gives it to the student
  const student = await api<ClassView>(`/api/classes/${code}`);
  expect(student.body.sets.map((s) => s.code)).toEqual([setA.code, setB.code]);

  // the teacher's class page: roster, sets, progress, attention, weakest rules, trend
  const teacher = await site.open(`/${locale}/class-teacher/${classToken}`);
  const { page } = teacher;
  await page.getByTestId('class-progress').waitFor();
  expect(await page.getByTestId('class-title').textContent()).toBe(title);
  // the class token is kept for the create form (a set for this class)
  expect(await page.evaluate(() => localStorage.getItem('bridge-tutor.class-tokens'))).toBe(JSON.stringify({ [code]: classToken }));
  expect(await page.getByTestId('class-student-link').inputValue()).toBe(`${new URL(site.baseUrl()).origin}/${locale}/class/${code}`);
  expect((await page.getByTestId('roster-student').evaluateAll((els) => els.map((e) => e.getAttribute('data-student')))).sort()).toEqual([...names].sort());
  expect(await page.locator('[data-testid="class-sets"] [data-testid="class-set"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual([setA.code, setB.code]);
  for (const set of [setA, setB]) {
    const finished = page.locator(`[data-testid="class-set"][data-code="${set.code}"] [data-testid="class-set-finished"]`);
    expect(await finished.textContent()).toBe(t('teach.class.teacher.finished', { finished: 2, count: 2, started: 2 }));
    expect(await page.locator(`[data-testid="class-set"][data-code="${set.code}"] [data-testid="class-set-teacher"]`).getAttribute('href')).toBe(`/${locale}/t/${set.teacherToken}`);
  }
  const o1ntAsked = (topics[0]['O-1NT'] ?? 0) + (topics[1]['O-1NT'] ?? 0);
  const cell = (name: string) => page.locator(`[data-testid="progress-row"][data-student="${name}"] [data-testid="progress-cell"][data-rule="O-1NT"]`);
  expect(await cell(names[0]).textContent()).toBe(t('teach.class.teacher.cell', { percent: 100, count: o1ntAsked }));
  expect(await cell(names[1]).textContent()).toContain(t('teach.class.teacher.cell', { percent: 0, count: o1ntAsked }));
  expect(await cell(names[1]).getAttribute('data-attention')).toBe(o1ntAsked >= 5 ? 'true' : null);
  expect(await cell(names[0]).getAttribute('data-attention')).toBeNull();
  if (o1ntAsked >= 5) expect(await page.getByTestId('attention').textContent()).toContain(names[1]);
  expect(await page.locator('[data-testid="class-weakest"] li').first().getAttribute('data-rule')).toBe('O-1NT');
  // the page says which rules the lists take and why one with fewer items is left out
  expect(await page.getByTestId('weakest-note').textContent()).toMatch(/\b5\b/);
  expect(await page.getByTestId('attention-note').textContent()).toMatch(/50\s?%.*\b5\b/);
  expect(await page.getByTestId('class-make-set').getAttribute('href')).toMatch(new RegExp(`^/${locale}/teach\\?class=${code}&rules=O-1NT`));
  const trend = (name: string) => page.locator(`[data-testid="trend-row"][data-student="${name}"] [data-testid="trend-cell"]`).allTextContents();
  const sizes = [setA, setB].map((s) => s.view.set.items.length);
  expect(await trend(names[0])).toEqual(sizes.map((n) => t('teach.class.teacher.trendCell', { right: n, answered: n })));
  expect(await trend(names[1])).toEqual(sizes.map((n) => t('teach.class.teacher.trendCell', { right: 0, answered: n })));
  // the term window: from a day after every answer nothing counts; emptied, the whole term again
  expect(await page.locator('label[for="class-since"]').textContent()).toBe(t('teach.class.teacher.sinceLabel'));
  await page.getByTestId('class-since').fill('2099-12-31');
  await page.getByTestId('class-no-progress').waitFor();
  await page.getByTestId('class-since').fill('');
  await page.getByTestId('class-progress').waitFor();
  expect(await cell(names[0]).textContent()).toBe(t('teach.class.teacher.cell', { percent: 100, count: o1ntAsked }));
  await expectSoundAtBothWidths(page);
  const view = await api<ClassTeacherView>(`/api/class-teacher/${classToken}`);
  expect(view.body.students).toHaveLength(2);
  for (const opened of [good, weak, teacher]) expect(opened.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  return { code, classToken, teacher: page, resumeCode, sets: [setA, setB] };
}

describe('a class over a term', () => {
  it('sr: two students, two sets, the class page and the teacher\'s progress; resuming, the PIN, removing, adding a set, archiving', async () => {
    const { code, classToken, teacher: page, resumeCode, sets } = await term({
      locale: 'sr', title: 'Utorak, početnici', names: ['Ana', 'Đorđe'], topics: [{ 'O-1NT': 3 }, { 'O-1NT': 2, 'R-NEW2': 1 }],
    });
    const t = translator('sr');
    // Ana continues on another device with her resume code: the class knows her and her sets are done
    const other = await site.open(`/sr/class/${code}`);
    await other.page.getByTestId('resume-input').fill('WRONG123');
    await other.page.getByTestId('resume').click();
    await expect.poll(() => other.page.locator('.field-error[role="alert"]').textContent()).toBe(t('teach.class.student.resumeWrong'));
    await other.page.getByTestId('resume-input').fill(resumeCode);
    await other.page.getByTestId('resume').click();
    await expect.poll(() => other.page.getByTestId('class-student').textContent()).toBe(t('teach.class.student.hello', { name: 'Ana' }));
    const total = sets[0].view.set.items.length;
    expect(await doneOf(other.page, sets[0])).toBe(t('teach.class.student.done', { done: total, total }));

    // the class is renamed and gets a PIN on its teacher's page
    await page.getByTestId('class-rename').click();
    await page.getByTestId('class-title-input').fill('Utorak, napredni');
    await page.getByTestId('class-title-save').click();
    await expect.poll(() => page.getByTestId('class-title').textContent()).toBe('Utorak, napredni');
    await page.getByTestId('pin-on').click();
    await page.getByTestId('join-pin-shown').waitFor();
    const pin = (await api<ClassTeacherView>(`/api/class-teacher/${classToken}`)).body.class.joinPin!;
    expect(pin).toMatch(/^\d{6}$/);

    // a latecomer is asked the PIN, joins with it, and is removed by the teacher after a confirmation
    const late = await site.open(`/sr/class/${code}`);
    await late.page.getByTestId('student-name').fill('Mina');
    await late.page.getByTestId('join-pin').fill(pin === '000000' ? '111111' : '000000');
    await late.page.getByTestId('join').click();
    await late.page.locator('.field-error[role="alert"]').waitFor();
    await late.page.getByTestId('join-pin').fill(pin);
    await late.page.getByTestId('join').click();
    await late.page.getByTestId('resume-code').waitFor();
    await expect.poll(() => page.getByTestId('roster-student').count(), { timeout: 15_000 }).toBe(3);
    await page.locator('[data-testid="roster-student"][data-student="Mina"] [data-testid="remove-student"]').click();
    expect(await page.getByRole('alertdialog').textContent()).toContain(t('teach.class.teacher.removeConfirm', { name: 'Mina' }));
    await page.getByTestId('remove-confirm').click();
    await expect.poll(() => page.getByTestId('roster-student').count()).toBe(2);

    // a set made on its own is added to the class by its teacher link; a new set links to the create form
    const alone = await api<CreatedSet>('/api/sets', { body: { title: 'Samostalna', locale: 'sr', mode: 'practice', items: [{ topic: 'O-1NT', count: 1 }] } });
    expect(alone.status).toBe(201);
    await page.getByTestId('assign-link').fill(`${site.baseUrl()}/sr/t/${alone.body.teacherToken}`);
    await page.getByTestId('assign-set').click();
    await expect.poll(() => page.locator('[data-testid="class-sets"] [data-testid="class-set"]').count()).toBe(3);
    expect(await page.getByTestId('class-new-set').getAttribute('href')).toBe(`/sr/teach?class=${code}`);

    // archived and back
    await page.getByTestId('class-archive').click();
    await page.getByTestId('class-archived').waitFor();
    await page.getByTestId('class-unarchive').click();
    await expect.poll(() => page.getByTestId('class-archived').count()).toBe(0);
    await expectSoundAtBothWidths(page);
  });

  it('lv: the same term in Latvian', async () => {
    await term({ locale: 'lv', title: 'Otrdiena, iesācēji', names: ['Līga', 'Jānis'], topics: [{ 'O-1NT': 3 }, { 'O-1NT': 2 }] });
  });

  it('sr-Cyrl: the same term in Cyrillic', async () => {
    await term({ locale: 'sr-Cyrl', title: 'Уторак', names: ['Милица', 'Петар'], topics: [{ 'O-1NT': 2 }, { 'O-1NT': 1 }] });
  });

  it('an unknown class code or class teacher token is the 404 page', async () => {
    expect((await fetch(`${site.baseUrl()}/sr/class/ZZZZZZZZ`)).status).toBe(404);
    expect((await fetch(`${site.baseUrl()}/lv/class-teacher/${'x'.repeat(43)}`)).status).toBe(404);
  });
});
