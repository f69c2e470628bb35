// Teachers' sets in the browser (issue 16), against the running site and its API: a teacher makes a 5-question set
// from rules (sr) and one from a PBN file with a differing key (lv); students join, answer (one with mistakes), reload
// midway and continue with the resume code in another browser; the teacher's grid, spreads and hardest rules; an
// accepted alternative regrades; the worksheet prints to PDF with the key on pages of its own; a closed set refuses,
// and one whose closing time has passed says so on the teacher's page and the student's;
// a tampered teacher link shows the not-found page; a test set shows no grade until revealed; the join PIN, renaming
// and removing a student; Cyrillic; axe and CSP.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeCall } from '@/lib/bridge/call';
import { translator } from '@/lib/i18n/translate';
import { spokenCalls } from '@/lib/i18n/call-words';
import { itemFromCode } from '@/lib/quiz/item-code';
import { quizItem } from '@/lib/quiz/item';
import { callChoices } from '@/lib/quiz/grade-call';
import { itemsPbn } from '@/lib/quiz/pbn-export';
import type { CreatedSet, TeacherView } from '@/lib/set-api/responses';
import { reload, seriousViolations, useSite, visit } from './support/browser';
import { expectedOf, wrongOf } from './support/calls';

const site = useSite();
const sr = translator('sr');
const lv = translator('lv');

async function api<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.baseUrl()}${path}`, {
    ...init,
    headers: init?.body ? { 'content-type': 'application/json' } : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

const teacherView = async (token: string) => (await api<TeacherView>(`/api/teacher/${token}`)).body;

/** The expected call of a set's call item, from its share code. */
/** The rule of an item's expected call (a near miss of O-1NT is answered by another opening rule). */
function expectedRuleOf(code: string): string {
  const item = itemFromCode(code);
  if (!item.ok || item.value.expected.kind !== 'call') throw new Error('not a call item');
  return item.value.expected.rule;
}

async function answerCurrent(page: Page, view: TeacherView, right: boolean): Promise<void> {
  const question = page.getByTestId('set-question');
  await question.waitFor();
  const index = Number(await question.getAttribute('data-index'));
  const item = view.set.items.find((i) => i.index === index)!;
  const call = right ? expectedOf(item.code!) : wrongOf(item.code!);
  await page.locator(`button[data-call="${call}"]`).click();
  await page.locator('[data-testid="call-feedback"] [data-outcome]').waitFor();
  await page.getByTestId('set-next').click();
}

async function allSaved(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('outbox-status').getAttribute('data-pending'), { timeout: 15_000 }).toBe('0');
}

/** Console errors but the API's refusals (a 400 for a broken file, a 404 for a tampered token), which Chromium logs too. */
function pageErrors(errors: readonly string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

async function join(page: Page, name: string): Promise<string> {
  await page.getByTestId('student-name').fill(name);
  await page.getByTestId('join').click();
  const code = (await page.getByTestId('resume-code').textContent())!.trim();
  await page.getByTestId('begin').click();
  return code;
}

describe('a teacher and a class', () => {
  it('sr: a 5-question set from rules, two students, the grid, an accepted alternative, the worksheet, closing', async () => {
    // the teacher makes the set
    const teacher = await site.open('/sr/teach');
    const { page } = teacher;
    await expect.poll(() => page.locator('h1').textContent()).toBe(sr('teach.start.title'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('set-title').fill('Otvaranja i odgovori <b>1</b>');
    await page.getByTestId('row-topic').first().selectOption('O-1NT');
    await page.getByTestId('row-count').first().fill('3');
    await page.getByTestId('add-row').click();
    await page.getByTestId('row-topic').nth(1).selectOption('R-NEW2');
    await page.getByTestId('row-count').nth(1).fill('2');
    expect(await page.getByTestId('items-total').textContent()).toBe(sr('teach.create.total', { count: 5, max: 100 }));
    await page.getByTestId('create-submit').click();
    await page.getByTestId('set-created').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const studentLink = await page.getByTestId('student-link').inputValue();
    const teacherLink = await page.getByTestId('teacher-link').inputValue();
    const code = /\/s\/([^/?#]+)$/.exec(studentLink)![1];
    const token = /\/t\/([^/?#]+)$/.exec(teacherLink)![1];
    expect(studentLink).toContain('/sr/s/');
    expect(await page.getByText(sr('teach.created.warning')).count()).toBe(1);
    const view = await teacherView(token);
    expect(view.set.items).toHaveLength(5);
    // each item asks the rule the teacher chose and is labelled with the rule that gives its stored answer (a near miss's
    // answer comes from another rule)
    expect(view.set.items.map((i) => i.topic)).toEqual(['O-1NT', 'O-1NT', 'O-1NT', 'R-NEW2', 'R-NEW2']);
    expect(view.set.items.map((i) => i.rule)).toEqual(view.set.items.map((i) => expectedRuleOf(i.code!)));
    expect(view.set.items.filter((i) => i.rule !== i.topic).every((i) => i.nearMiss)).toBe(true);

    // Ana answers everything right, reloading after the second question: she goes on at the third
    const ana = await site.open(new URL(studentLink).pathname);
    expect(await seriousViolations(ana.page)).toEqual([]);
    await join(ana.page, 'Ana');
    await answerCurrent(ana.page, view, true);
    await answerCurrent(ana.page, view, true);
    await allSaved(ana.page);
    await reload(ana.page);
    await expect.poll(() => ana.page.getByTestId('set-progress').textContent()).toBe(sr('teach.student.progress', { number: 3, total: 5 }));
    expect(await seriousViolations(ana.page)).toEqual([]);
    for (let k = 0; k < 3; k++) await answerCurrent(ana.page, view, true);
    await allSaved(ana.page);
    await expect.poll(() => ana.page.getByTestId('summary-score').textContent()).toBe(sr('teach.student.summary', { right: 5, total: 5 }));

    // Bojan misses the first two, then continues on another device with his resume code
    const bojan = await site.open(new URL(studentLink).pathname);
    const resume = await join(bojan.page, 'Bojan');
    await answerCurrent(bojan.page, view, false);
    await answerCurrent(bojan.page, view, false);
    await answerCurrent(bojan.page, view, true);
    await allSaved(bojan.page);
    await bojan.context.close();
    const other = await site.open(new URL(studentLink).pathname);
    await other.page.getByTestId('resume-input').fill(resume);
    await other.page.getByTestId('resume').click();
    await expect.poll(() => other.page.getByTestId('set-progress').textContent()).toBe(sr('teach.student.progress', { number: 4, total: 5 }));
    await answerCurrent(other.page, view, true);
    await answerCurrent(other.page, view, true);
    await allSaved(other.page);
    await expect.poll(() => other.page.getByTestId('summary-score').textContent()).toBe(sr('teach.student.summary', { right: 3, total: 5 }));

    // the teacher's page: the grid, the spread of question 1, the hardest rule
    await visit(page, teacherLink);
    await page.getByTestId('teacher-results').waitFor();
    await expect.poll(() => page.getByTestId('grid-row').count(), { timeout: 10_000 }).toBe(2);
    const bojanRow = page.locator('[data-testid="grid-row"][data-student="Bojan"]');
    expect(await bojanRow.locator('[data-testid="grid-cell"]').first().getAttribute('data-right')).toBe('false');
    expect(await bojanRow.locator('[data-testid="grid-cell"]').nth(2).getAttribute('data-right')).toBe('true');
    const first = view.set.items[0];
    const spread = page.locator(`[data-testid="spread"][data-item="${first.index}"] [data-testid="spread-entry"]`);
    expect(await spread.count()).toBe(2);
    const expectedEntry = page.locator(`[data-testid="spread"][data-item="${first.index}"] [data-answer="${expectedOf(first.code!)}"]`);
    expect(await expectedEntry.getAttribute('data-count')).toBe('1');
    expect(await expectedEntry.getAttribute('data-right')).toBe('true');
    // the hardest rule is one Bojan missed at the first attempt (questions 1 and 2), with its summary
    const hardest = page.getByTestId('hardest-rules').locator('li').first();
    const missedRules = view.set.items.slice(0, 2).map((i) => expectedRuleOf(i.code!));
    const hardestRule = await hardest.getAttribute('data-rule');
    expect(missedRules).toContain(hardestRule);
    expect(await hardest.textContent()).toContain(sr(`notes.rules.summaries.${hardestRule}`));
    expect(await seriousViolations(page)).toEqual([]);

    // accepting Bojan's first call regrades him (the page polls)
    const wrongFirst = wrongOf(first.code!);
    const accept = page.locator(`[data-testid="spread"][data-item="${first.index}"] [data-answer="${wrongFirst}"] [data-testid="accept"]`);
    // a screen reader hears the call in words ("Pitanje 1: prihvatite 1 herc"), never its notation ("1H")
    const acceptLabel = (await accept.getAttribute('aria-label'))!;
    expect(acceptLabel).toBe(sr('teach.teacher.acceptLabel', { number: 1, call: spokenCalls(wrongFirst, sr) }));
    expect(acceptLabel.endsWith(` ${wrongFirst}`)).toBe(false);
    await accept.click();
    // the preview first (Bojan's answer turns right), then applied for everyone
    await expect.poll(() => page.getByTestId('accept-hand').getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
    await page.getByTestId('accept-apply-hand').click();
    await expect.poll(() => bojanRow.locator('[data-testid="grid-cell"]').first().getAttribute('data-right'), { timeout: 12_000 }).toBe('true');

    // "check against today's system": the items were made by today's system, so nothing would change, said in Serbian
    await page.getByTestId('system-check-run').click();
    const check = page.getByTestId('system-check-result');
    await expect.poll(() => check.getAttribute('data-items')).toBe('0');
    expect(await check.textContent()).toContain(sr('teach.check.nothing', { system: '' }).split('(')[0].trim());
    expect(await page.getByTestId('system-check-apply').count()).toBe(0);
    expect((await teacherView(token)).set.accepted[String(first.index)]).toContain(wrongFirst);

    // the worksheet: questions, then the key on pages of its own; the header is not printed
    const sheet = await site.open(`/sr/t/${token}/worksheet`);
    await sheet.page.getByTestId('worksheet').waitFor();
    expect(await sheet.page.getByTestId('worksheet-item').count()).toBe(5);
    expect(await sheet.page.getByTestId('key-item').count()).toBe(5);
    expect(await seriousViolations(sheet.page)).toEqual([]);
    await sheet.page.emulateMedia({ media: 'print' });
    expect(await sheet.page.locator('.site-header').evaluate((el) => getComputedStyle(el).display)).toBe('none');
    expect(await sheet.page.getByTestId('worksheet-key').evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    const pdf = await sheet.page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // the key starts a page: the PDF without it has fewer pages
    await sheet.page.getByTestId('worksheet-key').evaluate((el) => el.remove());
    const questionsOnly = (await sheet.page.pdf({ format: 'A4' })).toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(questionsOnly.length).toBeLessThan(pages.length);

    // closing: the server refuses answers, a new student sees the set closed
    await page.getByTestId('close').click();
    await expect.poll(() => page.getByTestId('set-state').getAttribute('data-closed')).toBe('true');
    expect(await page.getByTestId('set-state').textContent()).toBe(sr('teach.teacher.closed'));
    const late = await site.open(new URL(studentLink).pathname);
    await expect.poll(() => late.page.getByTestId('set-closed').textContent()).toBe(sr('teach.student.closed'));
    const refused = await api(`/api/sets/${code}/answers/${crypto.randomUUID()}`, {
      method: 'PUT',
      body: JSON.stringify({ studentToken: 'x'.repeat(32), item: 0, answer: { call: 'P' }, ms: 1000 }),
    });
    expect([404, 409]).toContain(refused.status);

    // reopened, but its closing time has passed: the teacher's status says so, with the time, as the students are told
    const past = '2020-01-01T08:00:00.000Z';
    expect((await api(`/api/teacher/${token}`, { method: 'PATCH', body: JSON.stringify({ closed: false, closesAt: past }) })).status).toBe(200);
    await expect.poll(() => page.getByTestId('set-state').getAttribute('data-availability'), { timeout: 15_000 }).toBe('ended');
    const shownAt = (locale: string) => page.evaluate(([l, at]) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)), [locale, past] as const);
    expect(await page.getByTestId('set-state').textContent()).toBe(sr('teach.teacher.ended', { closes: await shownAt('sr-Latn') }));
    expect(await page.getByTestId('set-state').getAttribute('data-closed')).toBe('false');

    // a tampered teacher link: the not-found page
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const lost = await site.open(`/sr/t/${tampered}`);
    await expect.poll(() => lost.page.locator('h1').textContent()).toBe(sr('common.notFound.title'));
    expect(await seriousViolations(lost.page)).toEqual([]);

    // the Cyrillic student page of the same set
    const cyr = await site.open(`/sr-Cyrl/s/${code}`);
    await expect.poll(() => cyr.page.getByTestId('set-closed').getAttribute('data-availability')).toBe('ended');
    expect(await cyr.page.getByTestId('set-closed').textContent()).toBe(translator('sr-Cyrl')('teach.student.ended', { closes: await shownAt('sr-Cyrl') }));

    // the private pages are not indexed
    // (a 404 carries Next's own robots tag beside the page's: every one says noindex)
    const robots = await lost.page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toContain('noindex');
    const studentRobots = await cyr.page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
    expect(studentRobots).toEqual(['noindex, nofollow']);
    // (the tampered link's page asks the API, whose 404 Chromium logs as a failed resource: not an error of the page)
    for (const p of [teacher, ana, other, sheet, late, lost, cyr]) expect(pageErrors(p.errors)).toEqual([]);
  }, 240_000);

  it('lv: a set from a PBN file with a key that differs, and a broken file', async () => {
    const items = [quizItem('R-NEW2', 11), quizItem('O-1NT', 12)];
    const expected = items[0].expected.kind === 'call' ? makeCall(items[0].expected.call) : '';
    const key = callChoices(items[0]).map(makeCall).find((c) => c !== expected)!;
    const pbn = itemsPbn(items, { locale: 'lv', event: 'Nodarbība' }).replace('[Board "1"]', `[Board "1"]\n[Note "answer:${key}"]`);

    const { page, errors } = await site.open('/lv/teach');
    await page.getByTestId('set-title').fill('Kastītes');
    await page.getByTestId('source-pbn').click();
    expect(await seriousViolations(page)).toEqual([]);

    // a broken file: the reader's line-numbered errors, nothing made, the text kept
    await page.getByTestId('set-pbn').fill('[Board "1"]\n[Deal "N:nonsense"]\n');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('pbn-issues').waitFor();
    // the line is named once: the message already starts with it (not "2. rinda: 2. rinda: …")
    const firstIssue = (await page.getByTestId('pbn-issues').locator('li').first().textContent())!;
    expect(firstIssue).toMatch(/^\d+\. rinda: /);
    expect(firstIssue).not.toMatch(/rinda: .*rinda: /);
    expect(await page.getByTestId('set-pbn').inputValue()).toContain('nonsense');

    await page.getByTestId('set-pbn').fill(pbn);
    await page.getByTestId('create-submit').click();
    await page.getByTestId('set-created').waitFor();
    expect(await page.getByTestId('created-items').textContent()).toBe(lv('teach.created.items', { count: 2 }));
    const differences = page.getByTestId('difference');
    expect(await differences.count()).toBe(1);
    expect(await differences.first().textContent()).toContain('R-NEW2');
    const token = /\/t\/([^/?#]+)$/.exec(await page.getByTestId('teacher-link').inputValue())![1];
    await differences.first().getByTestId('difference-system').check();
    await expect.poll(async () => (await teacherView(token)).set.items[0].grade).toBe('system');
    expect((await teacherView(token)).set.items[0].expected).toBe(expected);
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors(errors)).toEqual([]);
  }, 120_000);

  it('sr: the teacher asks for a PIN and shows it; a student joins with it; the teacher renames one student and removes another (M1)', async () => {
    const created = await api<CreatedSet>('/api/sets', {
      method: 'POST',
      body: JSON.stringify({ title: 'Čas', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 2 }] }),
    });
    expect(created.status).toBe(201);
    const { code, teacherToken } = created.body;
    const joinedBefore = await api<{ studentToken: string }>(`/api/sets/${code}/students`, { method: 'POST', body: JSON.stringify({ name: 'Neznanac' }) });
    expect(joinedBefore.status).toBe(201);
    const teacher = await site.open(`/sr/t/${teacherToken}`);
    const roster = teacher.page.getByTestId('class-roster');
    await roster.getByTestId('pin-on').click();
    const shown = roster.getByTestId('join-pin-shown');
    await shown.waitFor();
    const pin = (await teacherView(teacherToken)).set.joinPin!;
    expect((await shown.textContent())!.replace(/\s/g, '')).toBe(pin);
    expect(await seriousViolations(teacher.page)).toEqual([]);

    // the student's page asks for it; a wrong one is refused in Serbian, the right one lets her in
    const student = await site.open(`/sr/s/${code}`);
    await student.page.getByTestId('student-name').fill('Jelena');
    await student.page.getByTestId('join-pin').fill(pin === '000000' ? '111111' : '000000');
    await student.page.getByTestId('join').click();
    await expect.poll(() => student.page.locator('#join ~ form [role="alert"], section:has(#join) [role="alert"]').first().textContent()).toBe(sr('errors.bad-join-pin'));
    await student.page.getByTestId('join-pin').fill(`${pin.slice(0, 3)} ${pin.slice(3)}`);
    await student.page.getByTestId('join').click();
    await student.page.getByTestId('resume-code').waitFor();
    // beside the PIN, the teacher sees today's wrong PINs against the day's cap, in Serbian numbers (server/join-gate.ts)
    const wrongPins = roster.getByTestId('wrong-pins');
    await expect.poll(() => wrongPins.getAttribute('data-count'), { timeout: 15_000 }).toBe('1');
    expect(await wrongPins.textContent()).toMatch(/^Pogrešnih PIN-ova danas: 1 od 1\.000\. .*novi PIN/);

    // the teacher renames Jelena and removes the stranger, who is gone from the grid
    await expect.poll(() => roster.getByTestId('roster-student').count(), { timeout: 15_000 }).toBe(2);
    const jelena = roster.locator('[data-testid="roster-student"][data-student="Jelena"]');
    await jelena.getByTestId('rename').click();
    // a blank name says why nothing changed
    await roster.getByTestId('rename-input').fill('   ');
    await roster.getByTestId('rename-save').click();
    await expect.poll(() => roster.getByTestId('rename-problem').textContent()).toBe(sr('teach.teacher.roster.notRenamed', { message: sr('errors.text-empty', { field: 'name' }) }));
    await roster.getByTestId('rename-input').fill('Jelena Jovanović');
    await roster.getByTestId('rename-save').click();
    await roster.locator('[data-testid="roster-student"][data-student="Jelena Jovanović"]').waitFor();
    const stranger = roster.locator('[data-testid="roster-student"][data-student="Neznanac"]');
    await stranger.getByTestId('remove-student').click();
    expect(await seriousViolations(teacher.page)).toEqual([]);
    await roster.getByTestId('remove-confirm').click();
    await expect.poll(() => roster.getByTestId('roster-student').count()).toBe(1);
    expect(await teacher.page.locator('[data-testid="grid-row"][data-student="Neznanac"]').count()).toBe(0);
    expect((await fetch(`${site.baseUrl()}/api/sets/${code}`, { headers: { 'x-student-token': joinedBefore.body.studentToken } })).status).toBe(404);

    // joining closed: a new visitor is told so, in Serbian
    await roster.getByTestId('joins-close').click();
    await roster.getByTestId('joins-open').waitFor();
    const late = await site.open(`/sr/s/${code}`);
    await expect.poll(() => late.page.getByTestId('joins-closed').textContent()).toBe(sr('teach.student.joinsClosed'));
    expect(pageErrors(teacher.errors)).toEqual([]);
    expect(pageErrors(student.errors)).toEqual([]);
    expect(late.errors).toEqual([]);
  }, 120_000);

  it('lv: a test shows no grade until the teacher reveals it', async () => {
    const created = await api<CreatedSet>('/api/sets', {
      method: 'POST',
      body: JSON.stringify({ title: 'Pārbaudījums', locale: 'lv', mode: 'test', hands: 'fresh', items: [{ topic: 'open', count: 2 }] }),
    });
    expect(created.status).toBe(201);
    const { code, teacherToken } = created.body;
    const { page, errors } = await site.open(`/lv/s/${code}`);
    await join(page, 'Līga');
    for (let k = 0; k < 2; k++) {
      await page.getByTestId('plain-question').waitFor();
      expect(await page.getByTestId('call-feedback').count()).toBe(0);
      await page.locator('button[data-call]:not([disabled])').first().click();
      await expect.poll(() => page.getByTestId('answer-saved').textContent()).toBe(lv('teach.student.saved'));
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('set-next').click();
    }
    await allSaved(page);
    await expect.poll(() => page.getByTestId('wait-reveal').textContent()).toBe(lv('teach.student.waitReveal'));
    expect((await api(`/api/teacher/${teacherToken}`, { method: 'PATCH', body: JSON.stringify({ revealed: true }) })).status).toBe(200);
    await expect.poll(() => page.getByTestId('summary-score').count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
  }, 120_000);
});
