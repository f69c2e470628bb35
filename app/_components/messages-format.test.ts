import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { LEVELS, STRAINS, VULNERABILITIES, SEATS, type Suit } from '@/lib/bridge/types';
import { RISKS } from '@/lib/bridge/contract';
import { scoreDuplicate } from '@/lib/bridge/scoring/duplicate';
import { scoreRubber } from '@/lib/bridge/scoring/rubber';
import { localDealText, readLocalDeal, readSeatLetter, seatLetterParams, type SeatLetters } from '@/lib/bridge/seat-letters';
import { LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { readingLetters } from '@/lib/i18n/seat-letters';

/** Formats with the locale's catalogue and fails on any ICU error (a missing argument, a bad plural …). */
function strictTranslator(locale: (typeof LOCALES)[number]) {
  const errors: string[] = [];
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, onError: (e) => errors.push(e.message) });
  const markup = (key: string, params: Record<string, string | number>) =>
    (t.markup as unknown as (k: string, p: object) => string)(key, { ...params, contract: () => '4♠X', card: () => 'K♥', suit: () => '♥' });
  return { markup, errors };
}

/** Every distinct score line the duplicate scorer can write (all contracts, tricks, vulnerabilities). */
function allDuplicateLines() {
  const seen = new Map<string, { kind: string; params: Record<string, string | number> }>();
  for (const level of LEVELS)
    for (const strain of STRAINS)
      for (const risk of RISKS)
        for (const vul of VULNERABILITIES)
          for (let tricks = 0; tricks <= 13; tricks++)
            for (const line of scoreDuplicate({ contract: { level, strain, risk }, declarer: 'N', tricks, vul }).lines)
              seen.set(JSON.stringify([line.kind, line.params]), { kind: line.kind, params: { ...line.params } });
  return [...seen.values()];
}

describe.each(LOCALES)('%s messages format without ICU errors', (locale) => {
  it('every duplicate score line', () => {
    const { markup, errors } = strictTranslator(locale);
    for (const line of allDuplicateLines()) expect(markup(`score.lines.${line.kind}`, line.params)).not.toMatch(/score\.lines/);
    expect(errors).toEqual([]);
  });

  it('every rubber sheet line, honours and the unfinished bonuses included', () => {
    const { markup, errors } = strictTranslator(locale);
    const sheet = scoreRubber([
      { contract: { level: 2, strain: 'S', risk: '' }, declarer: 'N', tricks: 8, honours: { side: 'NS', points: 100 } },
      { contract: { level: 3, strain: 'N', risk: '' }, declarer: 'E', tricks: 9 },
      { contract: { level: 1, strain: 'C', risk: '' }, declarer: 'S', tricks: 7 },
    ]);
    if (!sheet.ok) throw new Error(sheet.error.code);
    const lines = [...sheet.value.deals.flatMap((d) => d.lines), ...sheet.value.unfinishedBonuses];
    expect(lines.map((l) => l.kind)).toEqual(expect.arrayContaining(['honours', 'unfinished-game', 'unfinished-partscore']));
    for (const line of lines) markup(`score.lines.${line.kind}`, { ...line.params });
    const won = scoreRubber([
      { contract: { level: 4, strain: 'H', risk: '' }, declarer: 'N', tricks: 10 },
      { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'S', tricks: 10 },
    ]);
    if (!won.ok || !won.value.rubberBonus) throw new Error('rubber not won');
    markup('score.lines.rubber-bonus', { ...won.value.rubberBonus.params });
    expect(errors).toEqual([]);
  });

  it('evaluation and sheet sentences with every plural count', () => {
    const { markup, errors } = strictTranslator(locale);
    for (let count = 0; count <= 13; count++) {
      markup('evaluate.responder.trumps', { count });
      markup('evaluate.grid.count', { count });
      markup('score.result.made', { declarer: 'N', tricks: count, down: 0 });
      markup('score.result.down', { declarer: 'N', tricks: count, down: 13 - count });
      markup('score.sheet.dealLine', { declarer: 'N', tricks: count });
    }
    for (const rank of ['K', 'Q', 'J']) markup('evaluate.result.unprotected', { rank });
    for (const suit of ['S', 'H', 'D', 'C'] as Suit[])
      for (const rank of ['A', 'K', 'Q', 'J', 'T', '9', '2']) expect(markup('common.card', { suit, rank })).not.toMatch(/[{}]/);
    for (const seat of SEATS) markup('score.sheet.chicagoNext', { turn: 1, dealer: seat, vul: 'x' });
    expect(errors).toEqual([]);
  });

  it("the deal field's hint and its errors name the page's seat letters, in the page's script (B-50)", () => {
    const { markup, errors } = strictTranslator(locale);
    const letters = readingLetters(locale, messagesFor(locale).common.seatLetters as SeatLetters);
    const params = seatLetterParams(letters);
    const example = localDealText('N:AKQ2.KJ3.T8.Q432 …', letters);
    const hint = markup('table.form.dealHint', { ...params, example });
    const unknown = readLocalDeal('X:…', letters);
    const bad = readSeatLetter('X', letters);
    if (unknown.ok || bad.ok) throw new Error('X is no seat');
    const texts = [hint, markup(`errors.${unknown.error.code}`, { ...unknown.error.params }), markup(`errors.${bad.error.code}`, { ...bad.error.params })];
    expect(hint).toContain(example);
    for (const text of texts) {
      for (const letter of [params.north, params.east, params.south, params.west]) expect(text).toContain(letter);
      if (params.english !== '') expect(text).toContain(params.english);
    }
    expect(errors).toEqual([]);
  });
});
