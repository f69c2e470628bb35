// A class's partnership practice drawn from its roster (issue 41), in real browsers: in sr the class teacher makes it on
// the class's page (laptop) and pairs the roster there (one student left out is named); two students on phones find
// their seat on the class's page, open it and bid three deals to the end (the system bidding for the opponents); the
// practice's results page lists both pairs by name. In lv the students pair themselves: one starts a pair and reads
// the code on her phone, the other joins with it and both land on their seats. Axe at 360 and 1280 px.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translator } from '@/lib/i18n/translate';
import type { ClassTeacherView } from '@/lib/set-api/class-responses';
import { expectSoundAtBothWidths, useSite } from './support/browser';
import { bidAll } from './support/pair-bidding';

const site = useSite();
const PHONE = { viewport: { width: 360, height: 800 } };
const LAPTOP = { viewport: { width: 1280, height: 900 } };

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${site.baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Joins the class on its page and goes past the resume code. */
async function joinOnPage(page: Page, name: string): Promise<void> {
  await page.getByTestId('student-name').fill(name);
  await page.getByTestId('join').click();
  await page.getByTestId('begin').click();
  await page.getByTestId('class-student').waitFor();
}

describe("a class's partnership practice", () => {
  it('sr: the teacher pairs the roster on the class page; two students open their seats from it and bid to the end', async () => {
    const t = translator('sr');
    const { code, classToken } = await post<{ code: string; classToken: string }>('/api/classes?locale=sr', { title: 'Sreda, parovi', locale: 'sr' });
    const [ana, bojan] = await Promise.all([site.open(`/sr/class/${code}`, PHONE), site.open(`/sr/class/${code}`, PHONE)]);
    await joinOnPage(ana.page, 'Ana');
    await joinOnPage(bojan.page, 'Bojan');
    for (const name of ['Cveta', 'Dragan', 'Ema']) await post(`/api/classes/${code}/students?locale=sr`, { name });

    const teacher = await site.open(`/sr/class-teacher/${classToken}`, LAPTOP);
    const panel = teacher.page.getByTestId('class-pairs');
    await panel.getByText(t('pairs.classes.none')).waitFor();
    await teacher.page.getByTestId('class-pair-new').click();
    const form = teacher.page.getByTestId('class-pair-create');
    await form.getByLabel(t('pairs.create.count')).selectOption('3');
    await form.locator('label', { hasText: t('pairs.create.system') }).click();
    // the roster paired in its order: Ana with Bojan, Cveta with Dragan; Ema is named as left out
    expect(await form.getByTestId('roster-pair').count()).toBe(2);
    expect(await form.getByTestId('roster-left').textContent()).toBe(t('pairs.classes.left', { names: 'Ema' }));
    // choosing Ana twice is caught before anything is sent
    await form.getByLabel(t('pairs.classes.seatOf', { number: 2, seat: t('common.seats.N') })).selectOption({ label: 'Ana' });
    await form.getByText(t('pairs.classes.twice', { name: 'Ana' })).waitFor();
    expect(await form.getByTestId('class-pair-make').isDisabled()).toBe(true);
    await form.getByLabel(t('pairs.classes.seatOf', { number: 2, seat: t('common.seats.N') })).selectOption({ label: 'Cveta' });
    await expectSoundAtBothWidths(teacher.page);
    await form.getByTestId('class-pair-make').click();
    await expect.poll(() => panel.getByTestId('class-pair-group').getAttribute('data-pairs'), { timeout: 20_000 }).toBe('2');

    // each student finds the seat on the class page, with the partner's name, and opens it
    const seats: Page[] = [];
    for (const [student, partner, seat] of [[ana, 'Bojan', 'N'], [bojan, 'Ana', 'S']] as const) {
      await student.page.reload();
      const mine = student.page.getByTestId('class-pair-mine');
      await expect.poll(() => mine.textContent(), { timeout: 10_000 }).toBe(t('pairs.classes.withPartner', { seat: t(`common.seats.${seat}`), partner }));
      if (seat === 'N') await expectSoundAtBothWidths(student.page);
      await student.page.getByTestId('class-pair-open').click();
      await student.page.getByTestId('pair-deal').waitFor();
      expect(await student.page.getByTestId('pair-seat').getAttribute('data-seat')).toBe(seat);
      seats.push(student.page);
    }
    await bidAll({ N: seats[0], S: seats[1] }, () => 'P', 3);
    await seats[0].locator('[data-testid="pair-deal-button"]').first().click();
    await seats[0].getByTestId('pair-review').waitFor();

    // the practice's results: both pairs by their names, Ana and Bojan's deals finished
    await teacher.page.getByTestId('class-pair-results').click();
    const results = teacher.page.getByTestId('pair-group');
    await results.waitFor();
    await expect.poll(async () => (await results.textContent()) ?? '').toContain('Ana – Bojan');
    expect(await teacher.page.getByTestId('pair-group-class').getAttribute('href')).toBe(`/sr/class-teacher/${classToken}`);
    expect(await results.textContent()).toContain('Cveta – Dragan');
    expect([...ana.errors, ...bojan.errors, ...teacher.errors]).toEqual([]);
  }, 240_000);

  it('lv: the students pair themselves: one starts a pair and gives the code, the other joins with it', async () => {
    const t = translator('lv');
    const { code, classToken } = await post<{ code: string; classToken: string }>('/api/classes?locale=lv', { title: 'Otrdiena', locale: 'lv' });
    const [anna, janis] = await Promise.all([site.open(`/lv/class/${code}`, PHONE), site.open(`/lv/class/${code}`, PHONE)]);
    await joinOnPage(anna.page, 'Anna');
    await joinOnPage(janis.page, 'Jānis');
    await post(`/api/class-teacher/${classToken}/pairs?locale=lv`, { locale: 'lv', title: 'Pāri ar kodu', count: 3, pairing: 'code' });
    const view = (await (await fetch(`${site.baseUrl()}/api/class-teacher/${classToken}`)).json()) as ClassTeacherView;
    expect(view.pairs).toMatchObject([{ title: 'Pāri ar kodu', pairing: 'code', pairs: 0 }]);

    await anna.page.reload();
    await anna.page.getByTestId('class-pair-start').click();
    const shown = anna.page.getByTestId('class-pair-code');
    await shown.waitFor();
    const pairCode = /[A-Z0-9]{8}/.exec((await shown.textContent()) ?? '')?.[0] ?? '';
    expect(await shown.textContent()).toBe(t('pairs.classes.codeShown', { code: pairCode }));
    expect(await anna.page.getByTestId('class-pair-mine').textContent()).toBe(t('pairs.classes.waiting', { seat: t('common.seats.N') }));
    await expectSoundAtBothWidths(anna.page);

    await janis.page.reload();
    await janis.page.getByTestId('class-pair-code-input').fill(pairCode.toLowerCase());
    await janis.page.getByTestId('class-pair-join').click();
    await janis.page.getByTestId('pair-deal').waitFor();
    expect(await janis.page.getByTestId('pair-seat').getAttribute('data-seat')).toBe('S');

    await anna.page.reload();
    await expect.poll(() => anna.page.getByTestId('class-pair-mine').textContent()).toBe(t('pairs.classes.withPartner', { seat: t('common.seats.N'), partner: 'Jānis' }));
    await anna.page.getByTestId('class-pair-open').click();
    await anna.page.getByTestId('pair-deal').waitFor();
    expect(await anna.page.getByTestId('pair-seat').getAttribute('data-seat')).toBe('N');
    expect([...anna.errors, ...janis.errors]).toEqual([]);
  }, 120_000);
});
