// A test stays a test in the browser (issue 37 §2), in sr, lv and sr-Cyrl, on a phone and a laptop: the class page of
// a student who answered a test not yet revealed shows no figure per rule from it (only the practice set's); once the
// teacher reveals it, it does. A test of the class that opens tomorrow, opened at its own link by a student who joined
// the class on this device, is opened as that student (not sent to the class page) and says when it opens, never
// "all your answers are saved". The class, its sets and the answers are made through the API; axe at both widths.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { htmlLang } from '@/lib/i18n/html-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import type { CreatedClass, ClassView } from '@/lib/set-api/class-responses';
import type { CreatedSet, JoinedStudent, TeacherView } from '@/lib/set-api/responses';
import { expectSoundAtBothWidths, LAPTOP, PHONE, useSite, visit } from './support/browser';

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

interface Made {
  readonly code: string;
  readonly teacherToken: string;
  readonly items: TeacherView['set']['items'];
}

/** A set of the class on one rule (near misses off: every item's rule is the one asked); its title names no rule. */
async function classSet(cls: CreatedClass, locale: Locale, mode: 'practice' | 'test', topic: string, count: number, opensAt?: string): Promise<Made> {
  const made = await api<CreatedSet>('/api/sets', {
    body: { title: mode === 'test' ? 'Kontrolni' : 'Vežbanje', locale, mode, hands: 'same', classCode: cls.code, nearMisses: false, items: [{ topic, count }], ...(opensAt && { opensAt }) },
    headers: { authorization: `Bearer ${cls.classToken}` },
  });
  expect(made.status).toBe(201);
  const view = await api<TeacherView>(`/api/teacher/${made.body.teacherToken}`);
  return { code: made.body.code, teacherToken: made.body.teacherToken, items: view.body.set.items };
}

/** The student's answers through the sets API: item k right when plan[k]. */
async function answer(set: Made, studentToken: string, plan: readonly boolean[]): Promise<void> {
  for (const [k, right] of plan.entries()) {
    const item = set.items[k];
    const reply = await api(`/api/sets/${set.code}/answers/${crypto.randomUUID()}`, {
      method: 'PUT', body: { studentToken, itemId: item.id, answer: { call: right ? item.expected : 'P' }, ms: 3000 },
    });
    expect(reply.status).toBe(201);
  }
}

/** A class with one student who joined it through the API; the browser keeps her class token as the class page would. */
async function classWithStudent(locale: Locale, name: string, viewport: { width: number; height: number }) {
  const cls = (await api<CreatedClass>('/api/classes', { body: { title: `Grupa ${locale}`, locale } })).body;
  const joined = (await api<JoinedStudent>(`/api/classes/${cls.code}/students`, { body: { name } })).body;
  const { page, errors } = await site.open(`/${locale}/class/${cls.code}`, { viewport });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`bridge-tutor.class:${cls.code}`, JSON.stringify({ studentToken: joined.studentToken, name })] as const);
  return { cls, joined, page, errors };
}

/** The student's own first attempts per rule, as the class page lists them: rule → the share shown. */
async function ownRules(page: Page): Promise<Record<string, string>> {
  await page.getByTestId('own-rules').waitFor();
  const rows = await page.getByTestId('own-rule').evaluateAll((els) => els.map((e) => [e.getAttribute('data-rule') ?? '', e.querySelector('td')?.textContent ?? '']));
  return Object.fromEntries(rows);
}

async function revealScenario(locale: Locale, viewport: { width: number; height: number }) {
  const t = translator(locale);
  const { cls, joined, page, errors } = await classWithStudent(locale, 'Ana', viewport);
  const practice = await classSet(cls, locale, 'practice', 'O-1NT', 1);
  const test = await classSet(cls, locale, 'test', 'O-2NT', 2);
  await answer(practice, joined.studentToken, [true]);
  await answer(test, joined.studentToken, [true, false]);

  // before the reveal: the practice set's rule only; the test is listed as done (a count), nothing of its grades
  await visit(page, `/${locale}/class/${cls.code}`);
  expect(await page.getByTestId('class-student').textContent()).toBe(t('teach.class.student.hello', { name: 'Ana' }));
  expect(await ownRules(page)).toEqual({ 'O-1NT': t('teach.class.student.percent', { percent: 100 }) });
  expect(await page.locator(`[data-testid="class-set"][data-code="${test.code}"] [data-testid="class-set-done"]`).textContent()).toBe(t('teach.class.student.done', { done: 2, total: 2 }));
  expect(await page.locator('main').textContent()).not.toContain('O-2NT');
  await expectSoundAtBothWidths(page);

  // the teacher reveals: the test's first attempts are hers (one of two right)
  expect((await api(`/api/teacher/${test.teacherToken}`, { method: 'PATCH', body: { revealed: true } })).status).toBe(200);
  await visit(page, `/${locale}/class/${cls.code}`);
  await expect.poll(() => ownRules(page)).toEqual({
    'O-1NT': t('teach.class.student.percent', { percent: 100 }),
    'O-2NT': t('teach.class.student.percent', { percent: 50 }),
  });
  const after = await api<ClassView>(`/api/classes/${cls.code}`, { headers: { 'x-student-token': joined.studentToken } });
  expect(after.body.rules.map((r) => r.rule)).toEqual(['O-1NT', 'O-2NT']);
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
}

async function notYetScenario(locale: Locale, viewport: { width: number; height: number }) {
  const t = translator(locale);
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setUTCSeconds(0, 0);
  const { cls, page, errors } = await classWithStudent(locale, 'Mina', viewport);
  const test = await classSet(cls, locale, 'test', 'O-1NT', 2, tomorrow.toISOString());
  // the set's own link, never opened from the class page: the class's student on this device is known by her class token
  await visit(page, `/${locale}/s/${test.code}`);
  const notice = page.getByTestId('set-closed');
  await expect.poll(() => notice.getAttribute('data-availability')).toBe('not-yet');
  const opens = await page.evaluate(([lang, at]) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)), [htmlLang(locale), tomorrow.toISOString()] as const);
  expect(await notice.textContent()).toBe(t('teach.student.notOpen', { opens }));
  expect(await page.getByTestId('class-back').getAttribute('href')).toBe(`/${locale}/class/${cls.code}`);
  // not "all your answers are saved", not sent to the class page, no join form
  for (const id of ['wait-reveal', 'set-summary', 'class-set', 'student-name', 'set-question']) expect(await page.getByTestId(id).count(), id).toBe(0);
  await expectSoundAtBothWidths(page);
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
}

describe("a class's test stays a test", () => {
  it("sr, phone: the class page shows no figure per rule from an unrevealed test; after the reveal it does", async () => {
    await revealScenario('sr', PHONE);
  });

  it('lv, laptop: the same class page before and after the reveal', async () => {
    await revealScenario('lv', LAPTOP);
  });

  it('sr-Cyrl, phone: a test that opens tomorrow, at its own link, tells a signed-in class student when it opens', async () => {
    await notYetScenario('sr-Cyrl', PHONE);
  });

  it('lv, laptop: the same notice of the opening time', async () => {
    await notYetScenario('lv', LAPTOP);
  });
});
