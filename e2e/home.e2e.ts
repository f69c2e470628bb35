// The teacher's home in the browser (issue 27): a set made on /teach without a key gets one at once, and its home link
// lists it; the home survives a reload and opens on a second device (a fresh browser); a class made there; a set copied
// for the class with the same hands; a link kept from before attached; a set archived; the set's own page retitles and
// adds questions before the first answer; Serbian, Latvian and Cyrillic; axe on the way.

import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n/translate';
import type { HomeView } from '@/lib/set-api/class-responses';
import type { CreatedSet, TeacherView } from '@/lib/set-api/responses';
import type { Page } from 'playwright-core';
import type { CreatedClass } from '@/lib/set-api/class-responses';
import { LAPTOP, PHONE, reload, seriousViolations, useSite, visit } from './support/browser';

const site = useSite();
const sr = translator('sr');
const lv = translator('lv');
const cyr = translator('sr-Cyrl');

async function api<T>(path: string, init: { method?: string; body?: unknown; bearer?: string } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.baseUrl()}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

const home = async (key: string) => (await api<HomeView>(`/api/teacher-keys/${key}`)).body;

describe("the teacher's home", () => {
  it('sr: a set made without a key gets one; the home survives a reload, opens on a second device, makes a class and copies a set into it', async () => {
    const teacher = await site.open('/sr/teach');
    const { page } = teacher;
    await page.getByTestId('set-title').fill('Otvaranja, prva nedelja');
    await page.getByTestId('row-topic').first().selectOption('O-1NT');
    await page.getByTestId('row-count').first().fill('3');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('set-created').waitFor();
    // the new key is offered at once, with the words to keep it
    const homeLink = await page.getByTestId('new-home-link').inputValue();
    expect(await page.getByText(sr('teach.home.keepNew')).count()).toBe(1);
    const key = /\/teacher\/([^/?#]+)$/.exec(homeLink)![1];
    const setCode = /\/s\/([^/?#]+)$/.exec(await page.getByTestId('student-link').inputValue())![1];

    await visit(page, new URL(homeLink).pathname);
    await expect.poll(() => page.locator('h1').textContent()).toBe(sr('teach.home.title'));
    await page.getByTestId('home-set').first().waitFor();
    expect(await page.getByTestId('home-set').getAttribute('data-code')).toBe(setCode);
    expect(await seriousViolations(page)).toEqual([]);
    // a reload keeps everything (nothing lives only in the page)
    await reload(page);
    await page.getByTestId('home-set').first().waitFor();
    expect(await page.getByTestId('home-set').count()).toBe(1);

    // another device: a fresh browser with only the link
    const other = await site.open(new URL(homeLink).pathname, { viewport: LAPTOP });
    await other.page.getByTestId('home-set').first().waitFor();
    expect(await other.page.getByTestId('home-set').getAttribute('data-code')).toBe(setCode);

    // a class made on the home, then the set copied into it with the same hands
    await page.getByTestId('class-title').fill('Utorak, početnici');
    await page.getByTestId('class-create').click();
    await page.getByTestId('home-class').first().waitFor();
    const classCode = (await page.getByTestId('home-class').getAttribute('data-code'))!;
    await page.getByTestId('home-set').first().getByTestId('copy-open').click();
    await page.getByTestId('copy-same').check();
    await page.getByTestId('copy-target').selectOption(classCode);
    await page.getByTestId('copy-submit').click();
    await page.getByTestId('copy-made').waitFor();
    await expect.poll(async () => page.getByTestId('home-set').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    const listed = await home(key);
    const copy = listed.sets.find((s) => s.code !== setCode)!;
    expect(copy.classCode).toBe(classCode);
    expect(listed.classes[0].sets).toBe(1);
    // the same hands: the copy's questions are the original's, position for position
    const codes = async (token: string) => (await api<TeacherView>(`/api/teacher/${token}`)).body.set.items.map((i) => i.code);
    expect(await codes(copy.teacherToken)).toEqual(await codes(listed.sets.find((s) => s.code === setCode)!.teacherToken));

    // a class's set at its own student link sends a newcomer to the class (a name is given once, there)
    const newcomer = await site.open(`/sr/s/${copy.code}`);
    await newcomer.page.getByTestId('class-set').waitFor();
    expect(await newcomer.page.getByTestId('class-link').getAttribute('href')).toBe(`/sr/class/${classCode}`);
    expect(await newcomer.page.getByTestId('student-name').count()).toBe(0);
    expect(await seriousViolations(newcomer.page)).toEqual([]);

    // a set for the class on the rules its progress named, from the class's link on the home
    await page.getByTestId('home-class-new-set').click();
    await expect.poll(() => page.getByTestId('class-notice').textContent()).toBe(sr('teach.home.forClass', { code: classCode }));
    await visit(page, `/sr/teach?class=${classCode}&rules=O-1NT,O-2NT`);
    await expect.poll(async () => page.getByTestId('row-topic').count()).toBe(2);
    expect(await page.getByTestId('row-topic').nth(1).inputValue()).toBe('O-2NT');
    await page.getByTestId('set-title').fill('Bez aduta');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('set-created').waitFor();
    expect(await page.getByTestId('home-open').count()).toBe(1);
    const forClass = (await home(key)).sets.filter((s) => s.classCode === classCode);
    expect(forClass.map((s) => s.title).sort()).toEqual(['Bez aduta', 'Otvaranja, prva nedelja']);

    // the second device sees the class and the copy too
    await reload(other.page);
    await expect.poll(async () => other.page.getByTestId('home-set').count()).toBe(3);
    expect(await other.page.getByTestId('home-class').count()).toBe(1);
  });

  it("lv: a link kept from before is attached, a set archived; the set's page retitles and adds questions before any answer", async () => {
    const key = (await api<{ teacherKey: string }>('/api/teacher-keys', { method: 'POST' })).body.teacherKey;
    const alone = (await api<CreatedSet>('/api/sets', { body: { title: 'Atklāšana', locale: 'lv', mode: 'practice', items: [{ topic: 'open', count: 2 }] } })).body;
    const { page } = await site.open(`/lv/teacher/${key}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(lv('teach.home.title'));
    await page.getByTestId('teacher-home').waitFor();
    expect(await page.getByText(lv('teach.home.noSets')).count()).toBe(1);
    await page.getByTestId('attach-link').fill(`${site.baseUrl()}/lv/t/${alone.teacherToken}`);
    await page.getByTestId('attach').click();
    await page.getByTestId('home-set').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // a link that opens nothing is refused in Latvian
    await page.getByTestId('attach-link').fill(`${site.baseUrl()}/lv/t/${'x'.repeat(43)}`);
    await page.getByTestId('attach').click();
    await expect.poll(() => page.getByTestId('home-problem').textContent()).toContain(lv('errors.bad-teacher-link'));

    // the set's own page: retitle, add two questions, then archive it there
    await page.getByTestId('home-set-open').first().click();
    await page.getByTestId('set-keeping').waitFor();
    await page.getByTestId('retitle-title').fill('Atklāšana, 2. nedēļa');
    await page.getByTestId('retitle-save').click();
    await expect.poll(async () => (await api<TeacherView>(`/api/teacher/${alone.teacherToken}`)).body.set.title).toBe('Atklāšana, 2. nedēļa');
    await page.getByTestId('add-items-submit').click();
    await expect.poll(async () => page.getByTestId('teacher-item').count()).toBe(5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('archive').click();
    await expect.poll(async () => (await home(key)).sets[0]?.archived).toBe(true);
    await page.getByTestId('open-home').click();
    await page.getByTestId('home-archived').waitFor();
    expect(await page.getByText(lv('teach.home.noSets')).count()).toBe(1);
  });

  it('sr on a phone: a 120-letter unbroken title wraps on every page; archived classes apart; blank names and duplicate names say why; a set\'s own copy offers the classes', async () => {
    const key = (await api<{ teacherKey: string }>('/api/teacher-keys', { method: 'POST' })).body.teacherKey;
    const long = 'Ž'.repeat(120);
    const cls = (await api<CreatedClass>('/api/classes', { body: { title: long, locale: 'sr' }, bearer: key })).body;
    const old = (await api<CreatedClass>('/api/classes', { body: { title: 'Prošla godina', locale: 'sr' }, bearer: key })).body;
    expect((await api(`/api/class-teacher/${old.classToken}`, { method: 'PATCH', body: { archived: true } })).status).toBe(200);
    const set = (await api<CreatedSet>('/api/sets', {
      body: { title: long, locale: 'sr', mode: 'practice', classCode: cls.code, items: [{ topic: 'open', count: 2 }] }, bearer: cls.classToken,
    })).body;
    const width = (p: Page) => p.evaluate(() => document.scrollingElement!.scrollWidth);

    // the home: nothing wider than the phone; the archived class under its own fold, not among the active ones
    const { page } = await site.open(`/sr/teacher/${key}`, { viewport: PHONE });
    await page.getByTestId('home-class').first().waitFor();
    expect(await width(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.locator('[data-testid="home-class"]:not([data-testid="home-archived-classes"] *)').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual([cls.code]);
    expect(await page.locator('[data-testid="home-archived-classes"] [data-testid="home-class"]').getAttribute('data-code')).toBe(old.code);
    expect(await seriousViolations(page)).toEqual([]);
    // a class title says its limit, and a blank one says why nothing was made
    const titleHint = await page.getByTestId('class-title').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${titleHint}"]`).textContent()).toBe(sr('teach.create.limit', { max: 120 }));
    await page.getByTestId('class-title').fill('   ');
    await page.getByTestId('class-create').click();
    await expect.poll(() => page.getByTestId('class-problem').textContent()).toBe(sr('teach.home.classNotMade', { message: sr('errors.text-empty', { field: 'title' }) }));

    // the set's own page (this browser holds the key): no sideways scroll, and its copy form offers the classes
    await visit(page, `/sr/t/${set.teacherToken}`);
    await page.getByTestId('set-keeping').waitFor();
    expect(await width(page)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('set-keeping').getByTestId('copy-open').click();
    await expect.poll(() => page.getByTestId('copy-target').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['', cls.code]);
    expect(await width(page)).toBeLessThanOrEqual(PHONE.width);

    // the class teacher page and the class page
    await visit(page, `/sr/class-teacher/${cls.classToken}`);
    await page.getByTestId('class-title').waitFor();
    expect(await width(page)).toBeLessThanOrEqual(PHONE.width);
    const student = (await site.open(`/sr/class/${cls.code}`, { viewport: PHONE })).page;
    await student.getByTestId('student-name').waitFor();
    expect(await width(student)).toBeLessThanOrEqual(PHONE.width);
    // a blank name says why; a name already in the class is refused, pointing to the resume code
    await student.getByTestId('student-name').fill('  ');
    await student.getByTestId('join').click();
    await expect.poll(() => student.getByTestId('join-problem').textContent()).toBe(sr('teach.class.student.notJoined', { message: sr('errors.text-empty', { field: 'name' }) }));
    await student.getByTestId('student-name').fill('  Ana   Petrović ');
    await student.getByTestId('join').click();
    await student.getByTestId('begin').click();
    await student.getByTestId('class-student').waitFor();
    expect(await width(student)).toBeLessThanOrEqual(PHONE.width);
    const twin = (await site.open(`/sr/class/${cls.code}`, { viewport: PHONE })).page;
    await twin.getByTestId('student-name').fill('ana petrović');
    await twin.getByTestId('join').click();
    await expect.poll(() => twin.getByTestId('join-problem').textContent()).toBe(sr('errors.name-taken', { name: 'ana petrović', where: 'class' }));
  });

  it('sr-Cyrl: the home in Cyrillic', async () => {
    const key = (await api<{ teacherKey: string }>('/api/teacher-keys', { method: 'POST' })).body.teacherKey;
    await api('/api/classes', { body: { title: 'Среда', locale: 'sr-Cyrl' }, bearer: key });
    const { page } = await site.open(`/sr-Cyrl/teacher/${key}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(cyr('teach.home.title'));
    await page.getByTestId('home-class').first().waitFor();
    expect(await page.getByText(cyr('teach.home.keepWarning')).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // a key that opens nothing is the site's not-found page
    const missing = await site.open(`/sr-Cyrl/teacher/${'y'.repeat(43)}`);
    expect(await missing.page.getByTestId('teacher-home').count()).toBe(0);
  });
});
