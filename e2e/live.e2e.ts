// A live class in real browsers (issue 42): in sr a teacher starts one with the form (two problems) and runs it on a
// laptop's projector page while three phones vote: the count of votes, the tally revealed on the screen and the
// phones, the system's call with its rule, the next problem, the end and its results. In lv a class's live class: its
// students, joined on the class's page, vote under their names and the projector's results name them. And a shared
// hand's poll answered by two visitors: nothing before they vote, the tally from five votes. Axe at 360 and 1280 px.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translator } from '@/lib/i18n/translate';
import { itemCode } from '@/lib/quiz/item-code';
import { quizItem } from '@/lib/quiz/item';
import { expectSoundAtBothWidths, useSite } from './support/browser';

const site = useSite();
const PHONE = { viewport: { width: 360, height: 800 } };
const LAPTOP = { viewport: { width: 1280, height: 900 } };

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${site.baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A phone votes the `k`-th call its bidding box offers (0: the first legal one) on the problem it shows. */
async function vote(page: Page, k: number): Promise<string> {
  await page.locator('[data-testid="live-vote"][data-phase="voting"][data-mine=""]').waitFor({ timeout: 10_000 });
  const button = page.locator('button[data-call]:not([disabled])').nth(k);
  const call = (await button.getAttribute('data-call')) ?? '';
  await button.click();
  await expect.poll(() => page.getByTestId('live-vote').getAttribute('data-mine')).toBe(call);
  return call;
}

/** The projector shows `count` votes (it polls every second). */
async function votesShown(projector: Page, count: number): Promise<void> {
  await expect.poll(() => projector.getByTestId('live-votes').getAttribute('data-votes'), { timeout: 5000 }).toBe(String(count));
}

describe('a live class', () => {
  it('sr: started with the form; three phones vote on two problems; the tally, the system\'s call, the next problem, the results', async () => {
    const t = translator('sr');
    const teacher = await site.open('/sr/live', LAPTOP);
    const form = teacher.page.getByTestId('live-create');
    await form.waitFor();
    await form.getByLabel(t('live.create.count')).selectOption('2');
    await expectSoundAtBothWidths(teacher.page);
    await form.getByTestId('live-make').click();
    const projector = teacher.page;
    await projector.getByTestId('live-projector').waitFor({ timeout: 20_000 });
    expect(await projector.getByTestId('live-qr').count()).toBe(1);
    const code = /([A-Z0-9]{8})/.exec((await projector.getByTestId('live-code').textContent()) ?? '')?.[1] ?? '';
    expect(code).toHaveLength(8);

    const phones = await Promise.all([0, 1, 2].map(() => site.open(`/sr/live/${code}`, PHONE)));
    for (const round of [0, 1]) {
      const calls = [];
      for (const [k, phone] of phones.entries()) calls.push(await vote(phone.page, k === 2 ? 1 : 0));
      await votesShown(projector, 3);
      await projector.getByTestId('live-reveal').click();
      const tally = projector.getByTestId('live-tally');
      await expect.poll(() => tally.getAttribute('data-total')).toBe('3');
      expect(await tally.locator('li').count()).toBe(new Set(calls).size);
      // the phones see the tally within their next poll, the system's call not yet
      await expect.poll(() => phones[2].page.getByTestId('live-tally').getAttribute('data-total', { timeout: 1000 }).catch(() => null), { timeout: 5000 }).toBe('3');
      expect(await phones[2].page.getByTestId('live-system').count()).toBe(0);
      await projector.getByTestId('live-answer').click();
      const system = projector.getByTestId('live-system');
      await system.waitFor();
      const rule = await system.getAttribute('data-rule');
      await expect.poll(() => phones[0].page.getByTestId('live-system').getAttribute('data-rule', { timeout: 1000 }).catch(() => null), { timeout: 5000 }).toBe(rule);
      if (round === 0) {
        await expectSoundAtBothWidths(phones[0].page);
        await expectSoundAtBothWidths(projector);
      }
      await projector.getByTestId('live-next').click();
      if (round === 0) {
        await expect.poll(() => projector.getByTestId('live-projector').getAttribute('data-position')).toBe('1');
        expect(await projector.getByText(t('live.projector.problem', { number: 2, count: 2 })).count()).toBeGreaterThan(0);
      }
    }
    await projector.getByTestId('live-closed').waitFor();
    expect(await projector.getByTestId('live-result').count()).toBe(2);
    await expect.poll(() => phones[1].page.getByTestId('live-ended').count(), { timeout: 5000 }).toBe(1);
    await expectSoundAtBothWidths(projector);
    expect([teacher, ...phones].flatMap((p) => p.errors)).toEqual([]);
  }, 240_000);

  it('lv: a class\'s live class: students joined on the class page vote under their names; the results name them', async () => {
    const t = translator('lv');
    const cls = await post<{ code: string; classToken: string }>('/api/classes?locale=lv', { title: 'Ceturtdiena', locale: 'lv' });
    const names = ['Anna', 'Jānis', 'Līga'];
    const phones = await Promise.all(names.map(() => site.open(`/lv/class/${cls.code}`, PHONE)));
    for (const [k, phone] of phones.entries()) {
      await phone.page.getByTestId('student-name').fill(names[k]);
      await phone.page.getByTestId('join').click();
      await phone.page.getByTestId('begin').click();
      await phone.page.getByTestId('class-student').waitFor();
    }
    const teacher = await site.open(`/lv/class-teacher/${cls.classToken}`, LAPTOP);
    await teacher.page.getByTestId('class-live-new').click();
    await teacher.page.getByTestId('live-create').getByLabel(t('live.create.count')).selectOption('2');
    await teacher.page.getByTestId('live-make').click();
    const projector = teacher.page;
    await projector.getByTestId('live-projector').waitFor({ timeout: 20_000 });
    expect(await projector.getByText(t('live.projector.classOf')).count()).toBe(1);
    const code = /([A-Z0-9]{8})/.exec((await projector.getByTestId('live-code').textContent()) ?? '')?.[1] ?? '';

    for (const [k, phone] of phones.entries()) {
      // the first finds the live class on the class's page; the others type the code from the screen
      if (k === 0) {
        await phone.page.reload();
        await phone.page.getByTestId('class-live-vote').click();
      } else await phone.page.goto(`${site.baseUrl()}/lv/live/${code}`);
      await expect.poll(() => phone.page.getByTestId('live-who').textContent()).toBe(t('live.phone.asStudent', { name: names[k] }));
    }
    for (const round of [0, 1]) {
      for (const phone of phones) await vote(phone.page, round);
      await votesShown(projector, 3);
      await projector.getByTestId('live-reveal').click();
      await projector.getByTestId('live-answer').click();
      await projector.getByTestId('live-system').waitFor();
      if (round === 0) await expectSoundAtBothWidths(phones[1].page);
      await projector.getByTestId('live-next').click();
    }
    await projector.getByTestId('live-closed').waitFor();
    const students = projector.getByTestId('live-students');
    await students.waitFor();
    for (const name of names) expect(await students.textContent()).toContain(name);
    await expectSoundAtBothWidths(projector);
    // the class's teacher page lists the live class, ended
    await projector.goto(`${site.baseUrl()}/lv/class-teacher/${cls.classToken}`);
    await expect.poll(() => projector.getByTestId('class-live-item').getAttribute('data-phase')).toBe('closed');
    expect([teacher, ...phones].flatMap((p) => p.errors)).toEqual([]);
  }, 240_000);

  it('sr: a shared hand as a poll: two visitors see nothing before voting, then the tally (from five votes) and the system\'s call', async () => {
    const t = translator('sr');
    const item = quizItem('O-1', 21);
    const code = itemCode(item);
    // four votes came before: the first visitor makes five
    for (let k = 0; k < 4; k++) {
      const response = await fetch(`${site.baseUrl()}/api/polls/${code}/votes`, {
        method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ device: crypto.randomUUID(), call: 'P' }),
      });
      expect(response.status).toBe(201);
    }
    const visitors = await Promise.all([site.open(`/sr/poll?item=${code}`, PHONE), site.open(`/sr/poll?item=${code}`, LAPTOP)]);
    for (const [k, visitor] of visitors.entries()) {
      const page = visitor.page;
      await page.locator('[data-testid="poll"][data-hydrated]').waitFor();
      expect(await page.getByTestId('live-tally').count()).toBe(0);
      expect(await page.getByTestId('live-system').count()).toBe(0);
      if (k === 0) await expectSoundAtBothWidths(page);
      await page.locator('button[data-call]:not([disabled])').first().click();
      const tally = page.getByTestId('live-tally');
      await tally.waitFor();
      expect(await tally.getAttribute('data-total')).toBe(String(5 + k));
      await page.getByTestId('live-system').waitFor();
      expect(await page.getByTestId('poll-mine').count()).toBe(1);
      if (k === 1) await expectSoundAtBothWidths(page);
    }
    // its preview image asks the question: the page's Open Graph image is the hand's
    const html = await (await fetch(`${site.baseUrl()}/sr/poll?item=${code}`)).text();
    expect(html).toContain('/api/quiz/image?');
    expect(html).toContain(t('live.poll.title').replace(/'/g, '&#x27;').slice(0, 10));
    expect((await fetch(`${site.baseUrl()}/sr/poll?item=nonsense`)).status).toBe(404);
    expect(visitors.flatMap((v) => v.errors)).toEqual([]);
  }, 120_000);
});
