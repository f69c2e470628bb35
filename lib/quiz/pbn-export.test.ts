import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePbnFile } from '../bridge/pbn/file';
import { LOCALES } from '../i18n/locales';
import { quizItem } from './item';
import { answerNote, itemsPbn } from './pbn-export';
import { DRILL_KINDS, type Topic } from './topics';
import { translator } from '../i18n/translate';

// every kind of question: the drill kinds that make items directly, and single rules
const TOPICS: readonly Topic[] = [...DRILL_KINDS, 'O-1NT', 'R1N-7N'];

describe('itemsPbn', () => {
  it('reads back with the same deal, dealer, vulnerability and calls, one board per item, for any seeds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TOPICS), fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 4 }), fc.constantFrom(...LOCALES), (topic, seeds, locale) => {
        const items = seeds.map((seed) => quizItem(topic, seed));
        const parsed = parsePbnFile(itemsPbn(items, { locale, firstBoard: 7 }));
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
        expect(parsed.value).toHaveLength(items.length);
        parsed.value.forEach((board, i) => {
          const item = items[i];
          expect(board.board).toBe(7 + i);
          expect(board.dealer).toBe(item.dealer);
          expect(board.vul).toBe(item.vul);
          expect(board.deal).toEqual(item.deal);
          expect(board.comments.at(-1)).toBe(answerNote(translator(locale), item));
          if (item.kind === 'call' || item.kind === 'score' || item.kind === 'roles') {
            expect(board.auction?.dealer).toBe(item.dealer);
            expect(board.auction?.calls).toEqual(item.calls);
            if (item.expected.kind === 'roles') {
              const { declarer, ...contract } = item.expected.contract;
              expect(board.declarer).toBe(declarer);
              expect(board.contract).toEqual(contract);
            }
          } else {
            expect(board.auction).toBeUndefined();
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it('writes the expected call and its rule as the note, in the locale', () => {
    const item = quizItem('O-1NT', 3);
    expect(item.expected).toMatchObject({ kind: 'call', rule: 'O-1NT' });
    expect(answerNote(translator('en', { strict: true }), item)).toBe('Answer: 1NT (O-1NT)');
    expect(answerNote(translator('sr', { strict: true }), item)).toBe('Rešenje: 1 BA (O-1NT)');
    const text = itemsPbn([item], { locale: 'lv' });
    expect(text).toContain('{Risinājums: 1NT (O-1NT)}');
    expect(text).toContain('[Event "Bridža apmācības vingrinājums"]');
  });

  it('gives score items their contract, declarer and tricks, and the score only in the note', () => {
    const item = quizItem('score', 11);
    if (item.expected.kind !== 'score') throw new Error('not a score item');
    const parsed = parsePbnFile(itemsPbn([item], { locale: 'en' }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const [board] = parsed.value;
    expect(board.contract).toEqual(item.expected.contract);
    expect(board.declarer).toBe(item.expected.declarer);
    expect(board.result).toBe(item.expected.tricks);
    expect(board.comments).toEqual([`Answer: declarer’s side scores ${item.expected.score}`]);
  });

  it('names the first illegal call and its reason for a legality item in every locale', () => {
    const seeds = Array.from({ length: 40 }, (_, s) => s);
    const illegal = seeds.map((s) => quizItem('legal', s)).find((i) => i.expected.kind === 'legal' && i.expected.index !== null && i.expected.code !== 'incomplete');
    const legal = seeds.map((s) => quizItem('legal', s)).find((i) => i.expected.kind === 'legal' && i.expected.index === null && i.expected.contract);
    if (!illegal || illegal.expected.kind !== 'legal' || !legal) throw new Error('no legality items of both sorts in 40 seeds');
    for (const locale of LOCALES) {
      const t = translator(locale, { strict: true });
      expect(answerNote(t, illegal)).toContain(`${illegal.expected.index! + 1}`);
      expect(answerNote(t, illegal)).not.toMatch(/\{|errors\./);
      expect(answerNote(t, legal)).not.toMatch(/\{|share\./);
    }
  });

  it('names the contract, its declarer, the opening leader and dummy of a roles item in every locale', () => {
    const item = quizItem('roles', 3);
    if (item.expected.kind !== 'roles') throw new Error('not a roles item');
    const { contract, leader, dummy } = item.expected;
    const t = translator('en', { strict: true });
    const seat = (s: string) => t(`common.seats.${s}`);
    expect(answerNote(t, item)).toMatch(new RegExp(`^Answer: contract ${contract.level}\\S+ by ${seat(contract.declarer)}; ${seat(leader)} makes the opening lead and ${seat(dummy)} is dummy$`));
    for (const locale of LOCALES) expect(answerNote(translator(locale, { strict: true }), item)).not.toMatch(/\{|share\./);
  });

  it('writes the evaluate numbers the locale’s way', () => {
    const item = Array.from({ length: 40 }, (_, s) => quizItem('evaluate', s)).find((i) => i.expected.kind === 'evaluate' && !Number.isInteger(i.expected.qt));
    if (!item || item.expected.kind !== 'evaluate') throw new Error('no half quick trick in 40 seeds');
    expect(answerNote(translator('sr'), item)).toContain(`brzi štihovi ${String(item.expected.qt).replace('.', ',')}`);
    expect(answerNote(translator('en'), item)).toContain(`quick tricks ${item.expected.qt}`);
  });
});
