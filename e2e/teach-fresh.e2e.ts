// A fresh-hands set in the teacher's browser (issue 25), sr and lv: each student's items are their own and stored when
// they join; the teacher page says so per item, opens any square of the grid on that student's own hand with the rule
// that answers it, and the worksheet (a sheet per student) and the CSV show the same hands and rules.

import { describe, expect, it } from 'vitest';
import { makeCall } from '@/lib/bridge/call';
import { writtenCalls } from '@/lib/i18n/call-words';
import { translator } from '@/lib/i18n/translate';
import { callChoices } from '@/lib/quiz/grade-call';
import { itemFromCode } from '@/lib/quiz/item-code';
import type { CreatedSet, SetView } from '@/lib/set-api/responses';
import { seriousViolations, useSite } from './support/browser';

const site = useSite();

async function api<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T; text: string }> {
  const response = await fetch(`${site.baseUrl()}${path}`, { ...init, headers: { ...(init?.body ? { 'content-type': 'application/json' } : {}), ...(init?.headers as Record<string, string> | undefined) } });
  const text = await response.text();
  let body: T = null as T;
  try {
    body = JSON.parse(text) as T;
  } catch {
    // a CSV
  }
  return { status: response.status, body, text };
}

/** The stored position's expected call and its rule, and a legal call that is not it. */
function callsOf(code: string): { expected: string; rule: string; wrong: string } {
  const item = itemFromCode(code);
  if (!item.ok || item.value.expected.kind !== 'call') throw new Error('not a call item');
  const expected = makeCall(item.value.expected.call);
  const wrong = callChoices(item.value).map(makeCall).find((c) => c !== expected)!;
  return { expected, rule: item.value.expected.rule, wrong };
}

describe('fresh hands on the teacher page', () => {
  for (const locale of ['sr', 'lv'] as const) {
    it(`${locale}: two students' squares open on two different hands, each with the rule that answers it; worksheet and CSV agree`, async () => {
      const t = translator(locale);
      const created = await api<CreatedSet>(`/api/sets?locale=${locale}`, {
        method: 'POST',
        body: JSON.stringify({ title: 'Fresh', locale, mode: 'practice', hands: 'fresh', items: [{ topic: 'O-1NT', count: 2 }, { topic: 'R-NEW2', count: 2 }] }),
      });
      expect(created.status).toBe(201);
      const { code, teacherToken } = created.body;

      // Ana answers her first item right, Bojan his wrong: each the item as they got it
      const students: { name: string; hand: string; rule: string; answer: string }[] = [];
      for (const [name, right] of [['Ana', true], ['Bojan', false]] as const) {
        const joined = await api<{ studentToken: string }>(`/api/sets/${code}/students`, { method: 'POST', body: JSON.stringify({ name }) });
        expect(joined.status).toBe(201);
        const view = (await api<SetView>(`/api/sets/${code}`, { headers: { 'x-student-token': joined.body.studentToken } })).body;
        const first = view.items[0];
        const { expected, rule, wrong } = callsOf(first.code!);
        const answer = right ? expected : wrong;
        const put = await api(`/api/sets/${code}/answers/${crypto.randomUUID()}`, {
          method: 'PUT',
          body: JSON.stringify({ studentToken: joined.body.studentToken, itemId: first.id, answer: { call: answer }, ms: 4000 }),
        });
        expect(put.status).toBe(201);
        students.push({ name, hand: first.hand, rule, answer });
      }
      expect(students[0].hand).not.toBe(students[1].hand);

      // the teacher's and the students' pages and downloads are theirs alone: never kept by a browser or a cache
      for (const path of [`/${locale}/t/${teacherToken}`, `/${locale}/t/${teacherToken}/worksheet`, `/${locale}/s/${code}`,
        `/api/teacher/${teacherToken}/results.csv`, `/api/teacher/${teacherToken}/summary.csv`, `/api/teacher/${teacherToken}/set.pbn`, `/api/sets/${code}`]) {
        const response = await fetch(`${site.baseUrl()}${path}`);
        const cache = response.headers.get('cache-control') ?? '';
        expect(cache, path).toContain('private');
        expect(cache, path).toContain('no-store');
        // a page with a secret in its path names itself in no Referer (L7)
        if (!path.startsWith('/api/')) expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      }

      const { page } = await site.open(`/${locale}/t/${teacherToken}`);
      await page.getByTestId('results-grid').waitFor();
      // every item says each student has their own hand; none shows one hand as if all had it
      const items = page.getByTestId('teacher-item');
      expect(await items.count()).toBe(4);
      for (const item of await items.all()) {
        expect(await item.getAttribute('data-fresh')).toBe('true');
        expect(await item.textContent()).toContain(t('teach.teacher.freshItem'));
      }

      // the first square of each student's row opens on that student's own hand and the rule that answers it
      for (const student of students) {
        const row = page.locator(`[data-testid="grid-row"][data-student="${student.name}"]`);
        await row.locator('[data-testid="open-cell"]').first().click();
        const detail = page.locator(`[data-testid="cell-detail"][data-student="${student.name}"]`);
        await detail.waitFor();
        expect(await detail.getAttribute('data-hand')).toBe(student.hand);
        expect(await detail.getAttribute('data-rule')).toBe(student.rule);
        expect(await detail.getByTestId('review-expected').textContent()).toContain(student.rule);
        expect(await detail.locator('[data-testid="review-answers"] li').first().getAttribute('data-right')).toBe(String(student.name === 'Ana'));
        expect(await seriousViolations(page)).toEqual([]);
        await detail.getByTestId('cell-close').click();
      }

      // the CSV: one row per answer, with the student's own hand and the rule of the answer they were graded against
      const csv = await api<null>(`/api/teacher/${teacherToken}/results.csv`);
      // in the set's language: `;` between cells for sr and lv (lib/teach/csv.ts)
      const rows = csv.text.trim().split('\r\n').slice(1).map((line) => line.split(';'));
      for (const student of students) {
        const row = rows.find((r) => r[1] === student.name)!;
        // the call written as the set's pages write it (1 BA / 1NT), not in PBN notation (1N)
        expect({ item: row[2], rule: row[3], hand: row[4], answer: row[9] }).toEqual({ item: '1', rule: student.rule, hand: student.hand, answer: writtenCalls(student.answer, t) });
      }

      // the worksheet: a sheet per student, each with their own hands and key
      const sheet = await site.open(`/${locale}/t/${teacherToken}/worksheet`);
      await sheet.page.getByTestId('worksheet').waitFor();
      expect(await sheet.page.getByTestId('worksheet').getAttribute('data-hands')).toBe('fresh');
      for (const student of students) {
        const own = sheet.page.locator(`[data-testid="worksheet-sheet"][data-student="${student.name}"]`);
        expect(await own.getByTestId('worksheet-item').count()).toBe(4);
        expect(await own.getByTestId('worksheet-item').first().getAttribute('data-hand')).toBe(student.hand);
        expect(await own.getByTestId('key-item').first().getAttribute('data-rule')).toBe(student.rule);
      }
      expect(await seriousViolations(sheet.page)).toEqual([]);
    });
  }
});

describe('writes from another site', () => {
  it("a page on another origin cannot join, edit or delete a set, as a form or a text request; the set's own pages can", async () => {
    const created = await api<CreatedSet>('/api/sets?locale=sr', {
      method: 'POST',
      body: JSON.stringify({ title: 'Tuđi sajt', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 2 }] }),
    });
    const { code, teacherToken } = created.body;
    const base = new URL(site.baseUrl());
    // the same server under another name is another origin to the browser
    const other = `${base.protocol}//${base.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${base.port}`;
    // another site's page, as an attacker would serve it (none of this site's headers; the context is not lent again)
    const { page } = await site.open();
    await page.route(`${other}/elsewhere`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }));
    await page.goto(`${other}/elsewhere`);
    const attempts = await page.evaluate(async ({ target, code, token }) => {
      const send = (path: string, init: RequestInit) => fetch(`${target}${path}`, { mode: 'no-cors', ...init }).then(() => 'sent', (e: Error) => e.message);
      return Promise.all([
        send(`/api/sets/${code}/students`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ name: 'Mallory' }) }),
        send(`/api/sets/${code}/students`, { method: 'POST', body: new URLSearchParams({ name: 'Mallory' }) }),
        send(`/api/teacher/${token}/items`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ op: 'remove', index: 0 }) }),
        fetch(`${target}/api/teacher/${token}`, { method: 'DELETE' }).then(() => 'sent', (e: Error) => e.message),
      ]);
    }, { target: base.origin, code, token: teacherToken });
    expect(attempts).toHaveLength(4);
    // nothing changed: nobody joined, no item went, the set is there
    const view = await api<{ set: { items: unknown[] }; results: { participation: { joined: number } } }>(`/api/teacher/${teacherToken}`);
    expect(view.status).toBe(200);
    expect(view.body.results.participation.joined).toBe(0);
    expect(view.body.set.items).toHaveLength(2);
    // the student page of the set's own site joins as before
    const own = await site.open(`/sr/s/${code}`);
    await own.page.getByTestId('student-name').fill('Ana');
    await own.page.getByTestId('join').click();
    await own.page.getByTestId('resume-code').waitFor();
    expect((await api<{ results: { participation: { joined: number } } }>(`/api/teacher/${teacherToken}`)).body.results.participation.joined).toBe(1);
  });
});
