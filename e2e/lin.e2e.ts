// BBO's LIN in the browser (issue 43): a hand-viewer link pasted on the table page gives the table its deal, dealer,
// vulnerability and board, and the system bids it; a teacher's LIN file (a vugraph match) becomes a set, its boards
// previewed first. In sr and in lv; axe on both pages.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import type { TeacherView } from '@/lib/set-api/responses';
import { seriousViolations, useSite } from './support/browser';

const site = useSite();
const CORPUS = join(__dirname, '../lib/bridge/lin/corpus');
const LINK = readFileSync(join(CORPUS, '03-handviewer-alerts.txt'), 'utf8').split('\n')[0];

describe.each(['sr', 'lv'] as const)('LIN in %s', (locale: Locale) => {
  const t = translator(locale);

  it('a hand-viewer link pasted on the table page: its deal, dealer and board, bid by the system', async () => {
    const { page, errors } = await site.open(`/${locale}/table`, { viewport: { width: 360, height: 800 } });
    const field = page.getByLabel(t('table.form.deal'), { exact: true });
    await field.fill(LINK);
    await page.getByRole('button', { name: t('table.form.bid') }).click();
    // board 5 of the link: North deals, North–South vulnerable
    await expect.poll(() => page.getByLabel(t('table.form.board'), { exact: true }).inputValue()).toBe('5');
    expect(await page.getByLabel(t('table.form.dealer'), { exact: true }).inputValue()).toBe('N');
    expect(await page.getByLabel(t('table.form.vul'), { exact: true }).inputValue()).toBe('NS');
    expect(await field.inputValue()).not.toContain('handviewer');
    // South's hand as the link deals it (md gives South first): ♠ A 8 7
    const south = page.getByRole('region', { name: t('common.seats.S'), exact: true }).locator('.holding').first();
    expect((await south.textContent())?.replace(/\s+/g, ' ').trim()).toContain('A 8 7');
    await page.getByRole('button', { name: t('table.auction.playAll') }).click();
    await page.getByTestId('bidding-result').waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a teacher\'s LIN file of a match becomes a set: its boards previewed, each asked at its first bid', async () => {
    const { page, errors } = await site.open(`/${locale}/teach`);
    await page.getByTestId('set-title').fill('BBO');
    await page.getByTestId('source-pbn').click();
    await page.getByTestId('set-pbn-file').setInputFiles(join(CORPUS, '02-vugraph-match.lin'));
    const preview = page.getByTestId('pbn-preview');
    await preview.waitFor();
    await expect.poll(() => preview.getByTestId('pbn-board').count()).toBe(11);
    expect(await page.getByTestId('pbn-skipped').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('create-submit').click();
    await page.getByTestId('set-created').waitFor();
    expect(await page.getByTestId('created-items').textContent()).toBe(t('teach.created.items', { count: 11 }));
    const token = /\/t\/([^/?#]+)$/.exec(await page.getByTestId('teacher-link').inputValue())![1];
    const view = (await (await fetch(`${site.baseUrl()}/api/teacher/${token}`)).json()) as TeacherView;
    expect(view.set.items.map((i) => i.board)).toEqual([9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14]);
    expect(errors).toEqual([]);
  });
});
