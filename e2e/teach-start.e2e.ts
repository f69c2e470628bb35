// A teacher's first and hundredth day in the browser (issue 37 §3): a newcomer on /teach makes a class first and lands
// on the new home with it; chooses a recovery name and passphrase there; a fresh browser (no storage) gets the home back
// from /teach/recover and sees the class; with the key in the browser /teach shows the home link first; the set form's
// links with a class and rules keep working. sr, sr-Cyrl and lv; phone and laptop; axe.

import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n/translate';
import type { Page } from 'playwright-core';
import { expectSoundAtBothWidths, LAPTOP, useSite, visit } from './support/browser';

const site = useSite();
const sr = translator('sr');
const cyr = translator('sr-Cyrl');
const lv = translator('lv');
/** A poll that waits for the server's answer: a scrypt on a loaded 2-core machine may take seconds. */
const SERVER = { timeout: 20_000 };

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

/** The teacher key this browser keeps (browser-keys.ts), or null. */
const keptKey = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('bridge-tutor.teacher-key') ?? 'null') as string | null);

/** A class made from the landing's form; the page lands on the new home with it. Its key and code. */
async function makeClassFirst(page: Page, locale: string, title: string) {
  await page.getByTestId('start-class-title').fill(title);
  await page.getByTestId('start-class-locale').selectOption(locale);
  await page.getByTestId('start-class-create').click();
  await page.waitForURL(new RegExp(`/${locale}/teacher/[A-Za-z0-9_-]+\\?made=[0-9A-Z]+$`));
  await page.getByTestId('home-made').waitFor();
  const [, key, code] = /\/teacher\/([^?]+)\?made=(.+)$/.exec(page.url())!;
  return { key, code };
}

/** A recovery name and passphrase chosen in the home's (or a created panel's) form. */
async function chooseRecovery(page: Page, name: string, passphrase: string, repeat = passphrase) {
  await page.getByTestId('recovery-name').fill(name);
  await page.getByTestId('recovery-passphrase').fill(passphrase);
  await page.getByTestId('recovery-repeat').fill(repeat);
  await page.getByTestId('recovery-save').click();
}

describe("a teacher's first day", () => {
  it('sr, then sr-Cyrl: a newcomer makes a class first, chooses a way back, and a fresh browser gets the home back', async () => {
    const { page } = await site.open('/sr/teach');
    await expect.poll(() => page.locator('h1').textContent()).toBe(sr('teach.start.title'));
    // nobody's key here yet: no home link; a class and a set side by side, and the way back
    expect(await page.getByTestId('start-home').count()).toBe(0);
    expect(await page.getByTestId('start-class-create').textContent()).toBe(sr('teach.start.classCreate'));
    expect(await page.getByTestId('start-new-set').textContent()).toBe(sr('teach.start.setCreate'));
    expect(await page.getByTestId('start-recover').getAttribute('href')).toBe('/sr/teach/recover');
    // the set form is on the same page, where "new set" leads
    expect(await page.getByTestId('start-new-set').getAttribute('href')).toBe('#new-set');
    expect(await page.locator('#new-set').getByTestId('create-submit').count()).toBe(1);
    await expectSoundAtBothWidths(page);
    // an empty name is told, not sent
    await page.getByTestId('start-class-create').click();
    await expect.poll(() => page.getByTestId('start-problem').textContent()).toBe(sr('teach.start.classTitleNeeded'));

    const title = 'Početnici — utorak 18h';
    const { key, code } = await makeClassFirst(page, 'sr', title);
    expect(await keptKey(page)).toBe(key);
    expect(await page.getByTestId('home-made').locator('h2').textContent()).toBe(sr('teach.start.madeHeading', { title }));
    expect(await page.getByTestId('home-class').getAttribute('data-code')).toBe(code);
    expect(await page.getByTestId('home-made-open').getAttribute('href')).toMatch(/^\/sr\/class-teacher\/[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => page.getByTestId('recovery-status').textContent(), SERVER).toBe(sr('teach.recovery.none'));
    await expectSoundAtBothWidths(page);

    // the way back: a mismatch and a short passphrase are told in the form; then chosen
    await chooseRecovery(page, 'Mira iz Zemuna', 'licitacija bez iznenađenja', 'licitacija bez iznenađenja!');
    await expect.poll(() => page.getByTestId('recovery-problem').textContent()).toBe(sr('teach.recovery.mismatch'));
    await chooseRecovery(page, 'Mira iz Zemuna', 'kratka');
    await expect.poll(() => page.getByTestId('recovery-problem').textContent()).toBe(sr('teach.recovery.passphraseLength', { min: 12, max: 200 }));
    await chooseRecovery(page, 'Mira iz Zemuna', 'licitacija bez iznenađenja');
    await page.getByTestId('recovery-saved').waitFor();
    expect(await page.getByTestId('recovery-status').textContent()).toMatch(/^Ime i lozinka za povratak su izabrani \(datum: \d{1,2}\. [a-zčćšžđ]+ \d{4}\)\. Ako izaberete nove, zameniće sadašnje\.$/);
    expect((await api<{ recovery: unknown }>(`/api/teacher-keys/${key}/recovery`)).body.recovery).not.toBeNull();

    // with the key in this browser, /teach shows the home link first
    await visit(page, '/sr/teach');
    await page.getByTestId('start-home').waitFor();
    expect(await page.getByTestId('start-home-link').getAttribute('href')).toBe(`/sr/teacher/${key}`);
    expect(await page.getByTestId('start-home-link').textContent()).toBe(sr('teach.start.openHome'));

    // a fresh browser (nothing stored), in Cyrillic: a wrong passphrase is refused, the right one opens the home
    const other = await site.open('/sr-Cyrl/teach/recover', { viewport: LAPTOP });
    const fresh = other.page;
    expect(await keptKey(fresh)).toBeNull();
    await expect.poll(() => fresh.locator('h1').textContent()).toBe(cyr('teach.recover.title'));
    expect(await fresh.getByText(cyr('teach.recover.passphraseHint', { min: 12 })).count()).toBe(1);
    await expectSoundAtBothWidths(fresh);
    await fresh.getByTestId('recover-name').fill('mira iz zemuna');
    await fresh.getByTestId('recover-passphrase').fill('licitacija sa iznenađenjem');
    await fresh.getByTestId('recover-submit').click();
    await expect.poll(() => fresh.getByTestId('recover-problem').textContent(), SERVER).toBe(cyr('errors.recovery-failed'));
    await fresh.getByTestId('recover-passphrase').fill('licitacija bez iznenađenja');
    await fresh.getByTestId('recover-submit').click();
    await fresh.waitForURL(`**/sr-Cyrl/teacher/${key}`);
    await fresh.getByTestId('home-class').first().waitFor();
    expect(await fresh.getByTestId('home-class').getAttribute('data-code')).toBe(code);
    expect(await fresh.getByTestId('home-class').locator('strong').textContent()).toBe(title);
    expect(await keptKey(fresh)).toBe(key);
    await expect.poll(() => fresh.getByTestId('recovery-status').textContent(), SERVER).toMatch(/^Име и лозинка за повратак су изабрани \(датум: /);
    await visit(fresh, '/sr-Cyrl/teach');
    await fresh.getByTestId('start-home').waitFor();
    expect(await fresh.getByTestId('start-home-link').getAttribute('href')).toBe(`/sr-Cyrl/teacher/${key}`);
  });

  it('lv: a taken recovery name is told; the class page\'s "a set on these rules" link still opens the set form for the class', async () => {
    // another teacher already chose this name
    const other = (await api<{ teacherKey: string }>('/api/teacher-keys', { method: 'POST' })).body.teacherKey;
    expect((await api(`/api/teacher-keys/${other}/recovery`, { method: 'PUT', body: { name: 'Ilze no Rīgas', passphrase: 'cita parole šeit' }, bearer: other })).status).toBe(200);

    const { page } = await site.open('/lv/teach');
    await expect.poll(() => page.locator('h1').textContent()).toBe(lv('teach.start.title'));
    expect(await page.getByTestId('start-class-create').textContent()).toBe(lv('teach.start.classCreate'));
    const { key, code } = await makeClassFirst(page, 'lv', 'Iesācēji — ceturtdiena');
    expect(await page.getByTestId('home-made').locator('h2').textContent()).toBe(lv('teach.start.madeHeading', { title: 'Iesācēji — ceturtdiena' }));
    await chooseRecovery(page, 'ILZE  no rīgas', 'mana garā parole');
    await expect.poll(() => page.getByTestId('recovery-problem').textContent(), SERVER).toBe(lv('teach.recovery.failed', { message: lv('errors.recovery-name-taken') }));
    await chooseRecovery(page, 'Ilze no Jūrmalas', 'mana garā parole');
    await page.getByTestId('recovery-saved').waitFor();
    await expectSoundAtBothWidths(page);

    // the class page's link to a set on its weakest rules: the landing leads straight to the form, for the class
    await visit(page, `/lv/teach?class=${code}&rules=O-1NT,O-2NT`);
    await page.getByTestId('start-home').waitFor();
    expect(await page.getByTestId('start-home-link').getAttribute('href')).toBe(`/lv/teacher/${key}`);
    await expect.poll(async () => page.getByTestId('row-topic').count(), SERVER).toBe(2);
    expect(await page.getByTestId('row-topic').nth(1).inputValue()).toBe('O-2NT');
    await expect.poll(() => page.getByTestId('class-notice').textContent(), SERVER).toBe(lv('teach.home.forClass', { code }));
    expect(await page.evaluate(() => document.getElementById('new-set')!.getBoundingClientRect().top)).toBeLessThan(200);
  });
});
