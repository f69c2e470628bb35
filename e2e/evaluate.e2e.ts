// The evaluate page: typed hands (upper/lower case, 10), the card grid by keyboard, random hands, inline
// localized errors that keep the input, and the address that keeps the state. Expected numbers come from
// lib/evaluation, never from the page.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseHand } from '@/lib/bridge/hand';
import type { Suit } from '@/lib/bridge/types';
import { evaluateHand, responderCount } from '@/lib/evaluation';
import { CONTENT_LOCALES } from '@/lib/i18n/locales';
import { formatIssue, translator } from '@/lib/i18n/translate';
import { reload, useSite } from './support/browser';

const site = useSite();

function expected(text: string) {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(`test hand ${text} does not parse`);
  return { hand: parsed.value, evaluation: evaluateHand(parsed.value) };
}

async function openingSum(page: Page): Promise<string> {
  const sum = page.getByTestId('opening-count').locator('.evaluation-sum');
  await sum.waitFor();
  return ((await sum.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function expectEvaluation(page: Page, text: string) {
  const { evaluation: e } = expected(text);
  const sum = await openingSum(page);
  expect(sum.startsWith(`H ${e.h} + D ${e.d}`), sum).toBe(true);
  expect(sum.endsWith(`= HD ${e.hd}`), sum).toBe(true);
  expect(await page.getByTestId('opening-count').locator('.correction').count()).toBe(e.corrections.length);
}

describe.each(CONTENT_LOCALES)('evaluate a hand in %s', (locale) => {
  const t = translator(locale);
  const handField = (page: Page) => page.getByRole('textbox', { name: t('evaluate.form.hand'), exact: true });

  it.each(['AKQ2.KJ3.T8.Q432', 'K.Q8.J76.QT98765', '8653.KT5.KT4.Q75', 'AKQJT98765432...'])(
    'typing %s shows the HD that lib/evaluation computes',
    async (hand) => {
      const { page, errors } = await site.open(`/${locale}/evaluate`);
      await handField(page).fill(hand);
      await page.getByRole('button', { name: t('evaluate.form.evaluate') }).click();
      await expectEvaluation(page, hand);
      expect(errors).toEqual([]);
    },
  );

  it('accepts lower case and 10, evaluating as soon as 13 cards are typed', async () => {
    const { page } = await site.open(`/${locale}/evaluate`);
    await handField(page).fill('akq2.kj3.108.q432');
    await expectEvaluation(page, 'AKQ2.KJ3.T8.Q432');
  });

  it.each([
    ['12 cards', 'AKQ2.KJ3.T8.Q43'],
    ['a duplicate card', 'AKQ2.KK3.T8.Q432'],
    ['a wrong rank', 'AKQ2.KJ3.T8.Q43X'],
    ['three suits', 'AKQ2.KJ3.T8Q432'],
  ])('%s shows the localized error inline and keeps the input', async (_, hand) => {
    const { page, errors } = await site.open(`/${locale}/evaluate`);
    await handField(page).fill(hand);
    await page.getByRole('button', { name: t('evaluate.form.evaluate') }).click();
    const parsed = parseHand(hand);
    if (parsed.ok) throw new Error('test hand should be invalid');
    const alert = page.locator('form').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(formatIssue(locale, parsed.error));
    expect(await handField(page).inputValue()).toBe(hand);
    expect(await handField(page).getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('an empty submission says what to type', async () => {
    const { page } = await site.open(`/${locale}/evaluate`);
    await page.getByRole('button', { name: t('evaluate.form.evaluate') }).click();
    expect(await page.locator('form').getByRole('alert').textContent()).toBe(t('errors.empty'));
  });

  it('keeps the hand and partner in the address; loading it shows the responder count', async () => {
    const hand = 'K.Q8.J76.QT98765';
    const { page, errors } = await site.open(`/${locale}/evaluate`);
    await handField(page).fill(hand);
    await page.getByLabel(t('evaluate.form.partner')).selectOption('C');
    await expect.poll(() => new URL(page.url()).searchParams.get('partner')).toBe('C');
    expect(new URL(page.url()).searchParams.get('hand')).toBe(hand);
    await reload(page);
    await expectEvaluation(page, hand);
    const responder = responderCount(expected(hand).hand, 'C' as Suit);
    const text = (await page.getByTestId('responder-count').locator('.evaluation-sum').textContent()) ?? '';
    expect(text.replace(/\s+/g, ' ').trim().endsWith(`= HDr ${responder.total}`)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a random hand is a valid hand, evaluated', async () => {
    const { page, errors } = await site.open(`/${locale}/evaluate`);
    await page.getByRole('button', { name: t('evaluate.form.random') }).click();
    await expect.poll(() => handField(page).inputValue()).toMatch(/^[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*$/);
    const hand = await handField(page).inputValue();
    await expectEvaluation(page, hand);
    expect(errors).toEqual([]);
  });
});

describe('the card grid', () => {
  const t = translator('en');

  it('works by keyboard alone: Tab into it, arrows to move, Space and Enter to pick', async () => {
    const { page, errors } = await site.open('/en/evaluate', { viewport: { width: 1280, height: 900 } });
    await page.getByRole('button', { name: t('evaluate.form.clear') }).focus();
    // first the summary of the grid's fold (open while there is no hand), then the grid's first card
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await page.keyboard.press('Tab');
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(await focusedName()).toBe(t('common.card', { suit: 'S', rank: 'A' }));
    // ♠ A K Q 2 · ♥ K J 3 · ♦ 10 8 · ♣ Q 4 3 2, moving with arrows, Home and End.
    const keys = [
      'Space', 'ArrowRight', 'Space', 'ArrowRight', 'Enter', 'End', 'Space',
      'ArrowDown', 'ArrowLeft', 'Space', 'Home', 'ArrowRight', 'Space', 'ArrowRight', 'ArrowRight', 'Enter',
      'ArrowDown', 'ArrowRight', 'Space', 'ArrowRight', 'ArrowRight', 'Space',
      'ArrowDown', 'Home', 'ArrowRight', 'ArrowRight', 'Space', 'End', 'Space', 'ArrowLeft', 'Space', 'ArrowLeft', 'Space',
    ];
    for (const key of keys) await page.keyboard.press(key);
    const pressed = page.locator('.card-toggle[aria-pressed="true"]');
    expect(await pressed.count()).toBe(13);
    expect(await page.getByRole('textbox', { name: t('evaluate.form.hand'), exact: true }).inputValue()).toBe('AKQ2.KJ3.T8.Q432');
    expect(await page.locator('.card-count').textContent()).toContain(t('evaluate.grid.count', { count: 13 }));
    await expectEvaluation(page, 'AKQ2.KJ3.T8.Q432');
    // A full hand takes no fourteenth card; removing one frees the grid again.
    const jack = page.getByRole('button', { name: t('common.card', { suit: 'S', rank: 'J' }) });
    await jack.focus();
    await page.keyboard.press('Space');
    expect(await jack.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: t('common.card', { suit: 'S', rank: 'A' }) }).focus();
    await page.keyboard.press('Space');
    expect(await pressed.count()).toBe(12);
    expect(errors).toEqual([]);
  });
});
