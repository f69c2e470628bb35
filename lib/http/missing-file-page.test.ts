import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate';
import { missingFilePage } from './missing-file-page';

describe('missingFilePage', () => {
  it('says "not found" in Serbian, Latvian and English with a link to each home, and runs nothing', () => {
    const html = missingFilePage();
    for (const locale of ['sr', 'lv', 'en'] as const) {
      expect(html).toContain(translator(locale)('common.notFound.title'));
      expect(html).toContain(`<a href="/${locale}">`);
    }
    expect(html).toMatch(/^<!doctype html><html lang="sr-Latn">/);
    expect(html).not.toMatch(/<script|<style|<link|style=/);
  });
});
