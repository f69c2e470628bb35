// A teacher's PBN file in the browser (issue 27 §5): the preview of a tournament record whose auctions have ended, one
// board asked after call 2, a game that cannot be read listed with its line (sr); a file of 120 boards where the teacher keeps some of them (lv); a Windows-1250 file
// read in its own code page; axe on the preview.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n/translate';
import type { TeacherView } from '@/lib/set-api/responses';
import { seriousViolations, useSite } from './support/browser';

const site = useSite();
const sr = translator('sr');
const lv = translator('lv');
const CORPUS = join(__dirname, '../lib/bridge/pbn/corpus');

async function get(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${site.baseUrl()}${path}`);
  return { status: response.status, text: await response.text() };
}

describe('the PBN upload preview', () => {
  it('sr: a finished auction asks the opening, or the position after call N the teacher picks; a Windows-1250 file reads', async () => {
    const { page, errors } = await site.open('/sr/teach');
    await page.getByTestId('set-title').fill('Turnir');
    await page.getByTestId('source-pbn').click();

    // a Serbian club's file in Windows-1250: the names read as written
    await page.getByTestId('set-pbn-file').setInputFiles(join(CORPUS, '19-cp1250-serbian.pbn'));
    await expect.poll(() => page.getByTestId('set-pbn').inputValue()).toContain('Đorđe Čolić');

    // a game that cannot be read is listed with its line and reason; the others are still there
    await page.getByTestId('set-pbn').fill(readFileSync(join(CORPUS, '24-bad-deal-middle.pbn'), 'utf8'));
    await page.getByTestId('pbn-skipped').waitFor();
    expect(await page.getByTestId('pbn-skipped').locator('li').allTextContents()).toEqual([sr('pbn.errors.pbn-bad-deal', { line: 8 })]);
    expect(await page.getByTestId('pbn-board').count()).toBe(2);

    await page.getByTestId('set-pbn-file').setInputFiles(join(CORPUS, '01-tournament-record.pbn'));
    const preview = page.getByTestId('pbn-preview');
    await preview.waitFor();
    await expect.poll(() => preview.getByTestId('pbn-board').count()).toBe(2);
    expect(await page.getByTestId('pbn-chosen').textContent()).toBe(sr('teach.create.pbnChosen', { count: 2, max: 100 }));
    const asks = preview.getByTestId('pbn-board-ask');
    // the record's auction has ended: by default the opening is asked
    expect(await asks.first().inputValue()).toBe('0');
    expect(await asks.first().locator('option').nth(2).textContent()).toBe(sr('teach.create.pbnAskAfter', { number: 2, call: 'Dalje' }));
    expect(await seriousViolations(page)).toEqual([]);
    await asks.first().selectOption('2');

    await page.getByTestId('create-submit').click();
    await page.getByTestId('set-created').waitFor();
    expect(await page.getByTestId('created-items').textContent()).toBe(sr('teach.created.items', { count: 2 }));
    const token = /\/t\/([^/?#]+)$/.exec(await page.getByTestId('teacher-link').inputValue())![1];
    const view = JSON.parse((await get(`/api/teacher/${token}`)).text) as TeacherView;
    expect(view.set.items.map((i) => i.board)).toEqual([1, 2]);
    // board 1 is asked after 1♣ Dalje, board 2 at its first bid (after East's pass)
    const pbn = (await get(`/api/teacher/${token}/set.pbn`)).text;
    const games = pbn.split(/\n\n/).filter((g) => g.includes('[Board '));
    expect(games[0]).toMatch(/\[Auction "N"\]\n1C Pass \*/);
    expect(games[1]).toMatch(/\[Auction "E"\]\nPass \*/);
    // the printed worksheet names each question's board
    const sheet = await site.open(`/sr/t/${token}/worksheet`);
    await sheet.page.getByTestId('worksheet').waitFor();
    expect(await sheet.page.getByTestId('worksheet-board').allTextContents()).toEqual([1, 2].map((board) => ` · ${sr('teach.worksheet.board', { board })}`));
    expect(sheet.errors).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('lv: a file of 120 boards: the first 100 are chosen, the teacher keeps some others; the set has the boards chosen', async () => {
    const { page, errors } = await site.open('/lv/teach');
    await page.getByTestId('set-title').fill('Daudz kastīšu');
    await page.getByTestId('source-pbn').click();
    await page.getByTestId('set-pbn-file').setInputFiles(join(CORPUS, '32-many-boards.pbn'));
    const preview = page.getByTestId('pbn-preview');
    await preview.waitFor();
    await expect.poll(() => preview.getByTestId('pbn-board').count()).toBe(120);
    expect(await preview.textContent()).toContain(lv('teach.create.pbnChooseBoards', { max: 100 }));
    const chosen = page.getByTestId('pbn-chosen');
    expect(await chosen.textContent()).toBe(lv('teach.create.pbnChosen', { count: 100, max: 100 }));
    const boxes = preview.getByTestId('pbn-board-on');
    // at the limit a board not chosen cannot be added until another is left out
    expect(await boxes.nth(110).isDisabled()).toBe(true);
    for (const k of [0, 1, 2]) await boxes.nth(k).uncheck();
    await boxes.nth(110).check();
    await boxes.nth(119).check();
    expect(await chosen.textContent()).toBe(lv('teach.create.pbnChosen', { count: 99, max: 100 }));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('create-submit').click();
    await page.getByTestId('set-created').waitFor();
    expect(await page.getByTestId('created-items').textContent()).toBe(lv('teach.created.items', { count: 99 }));
    const token = /\/t\/([^/?#]+)$/.exec(await page.getByTestId('teacher-link').inputValue())![1];
    const view = JSON.parse((await get(`/api/teacher/${token}`)).text) as TeacherView;
    const boards = view.set.items.map((i) => i.board);
    expect([boards[0], boards.at(-2), boards.at(-1), boards.length]).toEqual([4, 111, 120, 99]);
    expect(errors).toEqual([]);
  }, 180_000);
});
