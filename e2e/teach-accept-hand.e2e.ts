// An accept that fits the hand in the teacher's browser (issue 37), in sr, lv and sr-Cyrl, on a phone and a laptop: a
// fresh-hands set, two students passing on their own hands through the API; on the dashboard the teacher accepts one
// student's pass for that student's hand, reads the preview (the student, and the others with the same expected answer
// and call, if any), applies it for that hand only, and the grid shows only that student's square changed.

import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import type { CreatedSet, SetView } from '@/lib/set-api/responses';
import { expectSoundAtBothWidths, LAPTOP, PHONE, useSite } from './support/browser';

const site = useSite();

async function api<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.baseUrl()}${path}`, { ...init, headers: init?.body ? { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) } : init?.headers });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

async function acceptOnOneHand(locale: Locale, names: readonly [string, string], viewport: typeof PHONE | typeof LAPTOP): Promise<void> {
  const t = translator(locale);
  // a transfer after 1NT, one question: Pass is wrong on every student's own hand
  const created = await api<CreatedSet>(`/api/sets?locale=${locale}`, {
    method: 'POST',
    body: JSON.stringify({ title: 'Transferi', locale, mode: 'practice', hands: 'fresh', items: [{ topic: 'R1N-2S', count: 1 }], nearMisses: false }),
  });
  expect(created.status).toBe(201);
  const { code, teacherToken } = created.body;
  for (const name of names) {
    const joined = await api<{ studentToken: string }>(`/api/sets/${code}/students`, { method: 'POST', body: JSON.stringify({ name }) });
    expect(joined.status).toBe(201);
    const view = (await api<SetView>(`/api/sets/${code}`, { headers: { 'x-student-token': joined.body.studentToken } })).body;
    const put = await api<{ grade: { right: boolean } }>(`/api/sets/${code}/answers/${crypto.randomUUID()}`, {
      method: 'PUT',
      body: JSON.stringify({ studentToken: joined.body.studentToken, itemId: view.items[0].id, answer: { call: 'P' }, ms: 3000 }),
    });
    expect([put.status, put.body.grade.right]).toEqual([201, false]);
  }

  const { page } = await site.open(`/${locale}/t/${teacherToken}`, { viewport });
  await page.getByTestId('results-grid').waitFor();
  const square = (name: string) => page.locator(`[data-testid="grid-row"][data-student="${name}"] [data-testid="grid-cell"]`).first();
  await expect.poll(() => square(names[1]).getAttribute('data-right'), { timeout: 10_000 }).toBe('false');
  expect(await square(names[0]).getAttribute('data-right')).toBe('false');

  // the first student's pass, accepted for their hand: the button reads the call as a word and names the student
  const button = page.locator(`[data-testid="accept-hand-button"][data-student="${names[0]}"]`);
  expect(await button.getAttribute('aria-label')).toBe(t('teach.teacher.acceptHandLabel', { number: 1, call: t('table.calls.pass'), name: names[0] }));
  await button.click();
  // the preview: this student's one answer turns right; nothing changed yet
  const panel = page.getByTestId('accept-panel');
  await expect.poll(() => panel.getByTestId('accept-hand').getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
  expect(await panel.getByTestId('accept-hand').textContent()).toContain(names[0]);
  // the other student is listed only when their hand expects the same call (then by name)
  const others = panel.getByTestId('accept-others');
  if ((await others.count()) > 0) expect(await others.textContent()).toContain(names[1]);
  expect(await square(names[0]).getAttribute('data-right')).toBe('false');
  expect(await panel.getByTestId('accept-apply-hand').textContent()).toBe(t('teach.teacher.acceptOnlyHand'));
  await expectSoundAtBothWidths(page);

  await panel.getByTestId('accept-apply-hand').click();
  await expect.poll(() => square(names[0]).getAttribute('data-right'), { timeout: 10_000 }).toBe('true');
  expect(await page.getByTestId('accept-panel').count()).toBe(0);
  // only that student's square changed
  expect(await square(names[1]).getAttribute('data-right')).toBe('false');
}

describe('an accept on one student\'s hand (fresh hands)', () => {
  it('sr, on a phone: Marko\'s pass accepted for his hand only', async () => {
    await acceptOnOneHand('sr', ['Marko', 'Željka'], PHONE);
  });

  it('lv, on a laptop: Jānis\'s pass accepted for his hand only', async () => {
    await acceptOnOneHand('lv', ['Jānis', 'Līga'], LAPTOP);
  });

  it('sr-Cyrl, on a phone: the same in Cyrillic', async () => {
    await acceptOnOneHand('sr-Cyrl', ['Милица', 'Петар'], PHONE);
  });
});
