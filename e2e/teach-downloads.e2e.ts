// A teacher's downloads in the browser (issue 27, section 4), in Latvian: a student answers on her phone (the device's
// time goes with the answer), the teacher downloads the answers and the totals per student from the teacher page in
// Riga's time zone (byte-order mark, Latvian headers, jā/nē, `;`), and prints the worksheet: 4 questions on the first
// page and 6 on the next, no question split, the key with the whole deal when asked or left off; axe on both pages.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translator } from '@/lib/i18n/translate';
import type { CreatedSet, TeacherView } from '@/lib/set-api/responses';
import { seriousViolations, useSite } from './support/browser';
import { expectedOf } from './support/calls';

const site = useSite();
const lv = translator('lv');
const RIGA = { timezoneId: 'Europe/Riga', viewport: { width: 1280, height: 900 } };

async function api<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.baseUrl()}${path}`, body === undefined ? undefined : {
    method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

/** A download started by a click on the teacher page: its file's bytes. */
async function download(page: Page, testId: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return readFileSync((await file.path())!);
}

/** The PDF's page count (each page object once). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

describe("a teacher's downloads (lv)", () => {
  it('both CSV files from the teacher page, and the worksheet printed 4 + 6 to a page with the whole deals in the key', async () => {
    const created = await api<CreatedSet>('/api/sets', { title: 'Atbildes uz 1 BK', locale: 'lv', mode: 'practice', items: [{ topic: 'respond', count: 9 }] });
    expect(created.status).toBe(201);
    const { code, teacherToken: token } = created.body;
    const view = (await api<TeacherView>(`/api/teacher/${token}`)).body;

    // Līga answers the first question on her phone
    const student = await site.open(`/lv/s/${code}`, { timezoneId: 'Europe/Riga' });
    await student.page.getByTestId('student-name').fill('Līga Ķeniņa');
    await student.page.getByTestId('join').click();
    await student.page.getByTestId('begin').click();
    const question = student.page.getByTestId('set-question');
    await question.waitFor();
    const item = view.set.items.find((i) => i.index === 0)!;
    const before = Date.now();
    await student.page.locator(`button[data-call="${expectedOf(item.code!)}"]`).click();
    await expect.poll(() => student.page.getByTestId('outbox-status').getAttribute('data-pending'), { timeout: 15_000 }).toBe('0');

    // the teacher page offers both files, in the browser's zone
    const teacher = await site.open(`/lv/t/${token}`, RIGA);
    const { page } = teacher;
    await page.getByTestId('summary-link').waitFor();
    expect(await page.getByTestId('summary-link').textContent()).toBe(lv('teach.downloads.summaryLink'));
    await expect.poll(() => page.getByTestId('csv-link').getAttribute('href')).toContain('tz=Europe%2FRiga');
    expect(await page.getByText(lv('teach.downloads.hint', { zone: 'Europe/Riga' })).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    const answers = await download(page, 'csv-link');
    expect([...answers.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = answers.subarray(3).toString('utf8').trim().split('\r\n').map((line) => line.split(';'));
    expect(rows[0].slice(0, 3)).toEqual(['komplekts', 'skolēns', 'jautājums']);
    expect(rows[0][13]).toBe('atbildes laiks (Europe/Riga)');
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 3)).toEqual([code, 'Līga Ķeniņa', '1']);
    expect(rows[1][10]).toBe('jā');
    // the time the phone said, in Riga's time (the minute she answered, by this machine's clock)
    expect(rows[1][14]).toBe('skolēna ierīce');
    const riga = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Riga', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(ms));
    expect(rows[1][13] >= riga(before - 1000) && rows[1][13] <= riga(Date.now())).toBe(true);

    const summary = await download(page, 'summary-link');
    expect([...summary.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const totals = summary.subarray(3).toString('utf8').trim().split('\r\n').map((line) => line.split(';'));
    expect(totals).toHaveLength(2);
    expect(totals[0][1]).toBe('skolēns');
    // Līga: 9 questions, 1 answered, right, 100 %, not under 50 %
    expect([totals[1][1], totals[1][3], totals[1][4], totals[1][5], totals[1][6], totals[1][12]]).toEqual(['Līga Ķeniņa', '9', '1', '1', '100', 'nē']);

    // the worksheet: 9 questions on two printed pages (4, then 5), each page ending with a break, no question split
    const sheet = await site.open(`/lv/t/${token}/worksheet`, RIGA);
    const ws = sheet.page;
    await ws.getByTestId('worksheet').waitFor();
    expect(await ws.getByTestId('worksheet-item').count()).toBe(9);
    expect(await ws.getByTestId('key-deal').count()).toBe(0);
    await ws.getByTestId('worksheet-with-deal').check();
    expect(await ws.getByTestId('key-deal').count()).toBe(9);
    expect(await seriousViolations(ws)).toEqual([]);
    await ws.emulateMedia({ media: 'print' });
    const pages = ws.getByTestId('worksheet-page');
    expect(await pages.evaluateAll((els) => els.map((el) => el.querySelectorAll('[data-testid="worksheet-item"]').length))).toEqual([4, 5]);
    expect(await pages.evaluateAll((els) => els.map((el) => getComputedStyle(el).breakAfter))).toEqual(['page', 'auto']);
    expect(await ws.getByTestId('worksheet-item').evaluateAll((els) => els.every((el) => getComputedStyle(el).breakInside === 'avoid'))).toBe(true);
    expect(await ws.getByTestId('key-item').evaluateAll((els) => els.every((el) => getComputedStyle(el).breakInside === 'avoid'))).toBe(true);
    expect(await ws.getByTestId('worksheet-key').evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    // on A4 the questions take exactly two pages (each group of 4 or 6 fits its page) when the key is left off
    const withKey = pdfPages(await ws.pdf({ format: 'A4' }));
    // the options are not printed: chosen on the screen
    await ws.emulateMedia({ media: 'screen' });
    await ws.getByTestId('worksheet-with-key').uncheck();
    await ws.emulateMedia({ media: 'print' });
    expect(await ws.getByTestId('worksheet-key').evaluate((el) => getComputedStyle(el).display)).toBe('none');
    expect(pdfPages(await ws.pdf({ format: 'A4' }))).toBe(2);
    expect(withKey).toBeGreaterThan(2);
  });
});
