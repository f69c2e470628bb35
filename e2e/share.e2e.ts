// Sharing in sr and lv (support/locales FLOW_LOCALES): the preview image route answers a 1200×630 PNG with an immutable
// cache, refuses a bad or over-long link with a coded, localized error (never a 500), gets the static API headers (the
// proxy leaves it alone); the evaluate page and the bidding table's explanations link into the drills; axe finds
// nothing serious there.

import { describe, expect, it } from 'vitest';
import { bidDeal } from '@/lib/bidder';
import { randomDeal } from '@/lib/bridge/random-deal';
import { STATIC_CSP } from '@/lib/http/site-headers.mjs';
import { formatIssue, translator } from '@/lib/i18n/translate';
import { drillKindOf, itemCode, quizItem } from '@/lib/quiz';
import { issue } from '@/lib/result';
import { hasHorizontalScroll, seriousViolations, useSite, visit } from './support/browser';
import { FLOW_LOCALES } from './support/locales';

const site = useSite();

/** Width and height from a PNG's IHDR chunk, after checking the eight signature bytes. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const image = (query: string) => fetch(`${site.baseUrl()}/api/quiz/image?${query}`, { redirect: 'manual' });

/** A valid share code of each kind of question, and one with a character changed (its checksum fails). */
const CODES = (['O-1NT', 'evaluate', 'legal', 'score'] as const).map((topic) => itemCode(quizItem(topic, 3)));
const CODE = CODES[0];
const TAMPERED = `${CODE.slice(0, 10)}${CODE[10] === 'A' ? 'B' : 'A'}${CODE.slice(11)}`;

/** Seed 42, dealer North: East's 1♥ is O-1 (a rule of the opening drills). */
const OPENING = { seed: 42, index: 1, rule: 'O-1' } as const;

describe.each(FLOW_LOCALES)('sharing in %s', (locale) => {
  const t = translator(locale);

  it('the preview image is a 1200×630 PNG for every kind of question, cached as immutable, with the API headers', async () => {
    for (const code of CODES) {
      const answer = await image(`item=${code}&locale=${locale}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
      // next.config's headers, not the proxy's: no nonce, no redirect to a locale, no Link header
      expect(answer.headers.get('content-security-policy')).toBe(STATIC_CSP);
      expect(answer.headers.get('link')).toBeNull();
      expect(pngSize(new Uint8Array(await answer.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });

  it('a tampered link answers 400 with the coded error in the language, never a 500', async () => {
    const answer = await image(`item=${TAMPERED}&locale=${locale}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await answer.json()) as { error: { code: string; message: string; params: Record<string, string> } };
    expect(body.error.code).toBe('bad-quiz-link');
    expect(body.error.params).toEqual({ reason: 'checksum', link: TAMPERED });
    expect(body.error.message).toBe(formatIssue(locale, issue('bad-quiz-link', { reason: 'checksum', link: TAMPERED })));
  });

  it('an over-long code or query is refused before any work, never a 500', async () => {
    const long = await image(`item=${'A'.repeat(500)}&locale=${locale}`);
    expect(long.status).toBe(400);
    const body = (await long.json()) as { error: { code: string; message: string; params: Record<string, string> } };
    expect(body.error.code).toBe('bad-quiz-link');
    expect(body.error.params.reason).toBe('long');
    expect(body.error.message).toBe(formatIssue(locale, issue('bad-quiz-link', body.error.params)));
    const huge = await image(`item=${CODE}&locale=${locale}&pad=${'x'.repeat(1024)}`);
    expect(huge.status).toBe(414);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('query-too-long');
  });

  it('the evaluate page links to the evaluate drill; axe finds nothing serious at 360 px and 1280 px', async () => {
    const { page, errors } = await site.open(`/${locale}/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H`);
    const link = page.getByRole('link', { name: t('share.practise.evaluate') });
    expect(await link.getAttribute('href')).toBe(`/${locale}/drills/evaluate`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a call's explanation links its rule to the rule's drill; axe finds nothing serious with it open", async () => {
    const bidding = bidDeal(randomDeal(OPENING.seed), 'N', 'None');
    expect(bidding.calls[OPENING.index].rule).toBe(OPENING.rule);
    expect(drillKindOf(OPENING.rule)).toBe('open');
    const { page, errors } = await site.open(`/${locale}/table?seed=${OPENING.seed}&step=2`);
    await page.locator('[data-hydrated]').waitFor();
    const button = page.locator('button[data-call-index]').nth(OPENING.index);
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const link = panel.getByRole('link', { name: t('share.practise.rule', { rule: OPENING.rule }) });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/${locale}/drills/${OPENING.rule}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe.each(FLOW_LOCALES)('the share button on the evaluate page in %s', (locale) => {
  const t = translator(locale);
  const path = `/${locale}/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H`;
  const link = () => `${site.baseUrl()}${path}`;

  it('copies the absolute link to the clipboard and says so', async () => {
    const { page, errors } = await site.open(path, { permissions: ['clipboard-read', 'clipboard-write'] });
    const button = page.getByRole('button', { name: t('share.link.copy') });
    await button.click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: t('share.link.copied') }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link());
    expect(errors).toEqual([]);
  });

  it('without a clipboard, shows the link selected in a read-only field and says to copy it', async () => {
    const tracked = await site.open(undefined);
    await tracked.context.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    const { page, errors } = tracked;
    await visit(page, path);
    await page.getByRole('button', { name: t('share.link.copy') }).click();
    const field = page.getByLabel(t('share.link.field'));
    await field.waitFor();
    expect(await field.inputValue()).toBe(link());
    expect(await field.getAttribute('readonly')).not.toBeNull();
    // the whole link is selected, ready to copy
    expect(await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, link().length]);
    expect(await page.getByRole('status').filter({ hasText: t('share.link.copyFailed') }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('uses the Web Share API where the device has it', async () => {
    const tracked = await site.open(undefined);
    await tracked.context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'canShare', { value: () => true });
      Object.defineProperty(navigator, 'share', { value: (data: unknown) => (shared.push(data), Promise.resolve()) });
    });
    const { page, errors } = tracked;
    await visit(page, path);
    await page.getByRole('button', { name: t('share.link.share') }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{ url: link(), title: t('evaluate.title') }]);
    expect(errors).toEqual([]);
  });
});

describe.each(FLOW_LOCALES)('the share button of the bidding table in %s', (locale) => {
  it('copies the address of what the table shows', async () => {
    const t = translator(locale);
    const { page, errors } = await site.open(`/${locale}/table?seed=${OPENING.seed}&step=3`, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.locator('[data-hydrated]').waitFor();
    await page.getByRole('button', { name: t('share.link.copy') }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: t('share.link.copied') }).count()).toBe(1);
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    // the same address as the bar shows (the order of its fields aside)
    const shown = new URL(page.url());
    expect(copied.origin + copied.pathname).toBe(shown.origin + shown.pathname);
    expect([...copied.searchParams].sort()).toEqual([...shown.searchParams].sort());
    expect(copied.pathname).toBe(`/${locale}/table`);
    expect(copied.searchParams.get('seed')).toBe(String(OPENING.seed));
    expect(copied.searchParams.get('step')).toBe('3');
    expect(errors).toEqual([]);
  });
});

describe('the practise link', () => {
  it('is not offered for a rule no drill practises (section 8)', async () => {
    // the first seeded deal with a call by a section-8 rule (X-PASS, X-FORCED), found with lib/, not the page
    const found = Array.from({ length: 300 }, (_, s) => s + 1)
      .map((seed) => ({ seed, calls: bidDeal(randomDeal(seed), 'N', 'None').calls }))
      .map(({ seed, calls }) => ({ seed, index: calls.findIndex((c) => drillKindOf(c.rule) === null) }))
      .find(({ index }) => index >= 0);
    if (!found) throw new Error('no section-8 call in 300 seeded deals');
    const { page, errors } = await site.open(`/en/table?seed=${found.seed}&step=${found.index + 1}`);
    await page.locator('[data-hydrated]').waitFor();
    const button = page.locator('button[data-call-index]').nth(found.index);
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await panel.getByRole('link', { name: /^[A-Z]/ }).first().waitFor();
    expect(await panel.locator('a[href*="/drills/"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
