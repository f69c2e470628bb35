import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../bridge/hand';
import { toLatin } from './cyrillic';
import { messagesFor } from './messages';
import { localizeValues } from './number-values';
import { formatIssue, translator } from './translate';

/** Every message of a catalogue by its 'namespace.key' path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
}

/** A message's syntax without its text: argument names and types, plural and select keys, tags. */
function skeleton(elements: MessageFormatElement[]): unknown[] {
  return elements.map((e) => {
    const { location: _location, value, ...rest } = e as MessageFormatElement & { value?: unknown; location?: unknown };
    const options = 'options' in e ? Object.fromEntries(Object.entries(e.options).map(([k, o]) => [k, skeleton(o.value)])) : undefined;
    const children = 'children' in e ? skeleton(e.children) : undefined;
    return { ...rest, ...(e.type === 0 ? {} : { value }), ...(options ? { options } : {}), ...(children ? { children } : {}) };
  });
}

/** The text a reader sees of a message: its literal parts. */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((e) => [
    ...(e.type === 0 ? [e.value] : []),
    ...('options' in e ? Object.values(e.options).flatMap((o) => literals(o.value)) : []),
    ...('children' in e ? literals(e.children) : []),
  ]);
}

/** The words with a small Latin letter that stay Latin in Cyrillic text: foreign names, the other languages' names, x (a small card). */
const LATIN_WORDS = new Set(['Chicago', 'Funbridge', 'JavaScript', 'HDr', 'Latviešu', 'English', 'x']);

/** The locale codes the bad-locale message lists, as a request must write them. */
const LOCALE_CODES = new Set(['sr', 'Cyrl', 'lv', 'en']);

const sr = Object.fromEntries(leaves(messagesFor('sr')));
const cyrillic = leaves(messagesFor('sr-Cyrl'));

describe("messagesFor('sr-Cyrl')", () => {
  it('has exactly the keys of the Serbian Latin catalogue, made once', () => {
    expect(cyrillic.map(([path]) => path)).toEqual(Object.keys(sr));
    expect(messagesFor('sr-Cyrl')).toBe(messagesFor('sr-Cyrl'));
  });

  it('keeps every message’s ICU syntax and reads back as the Latin text', () => {
    for (const [path, message] of cyrillic) {
      expect(skeleton(parse(message)), path).toEqual(skeleton(parse(sr[path])));
      if (!path.startsWith('common.seatLetters.')) expect(toLatin(message), path).toBe(sr[path]);
    }
  });

  it('writes every word in Cyrillic but abbreviations, rule ids, card letters, paths and foreign names', () => {
    const latin: string[] = [];
    for (const [path, message] of cyrillic) {
      for (const text of literals(parse(message))) {
        for (const run of text.split(/\s+/)) {
          // a file name or an address (docs/system.md) stays as written; a dotted run of words (pik.herc.karo.tref) does not
          if (run.includes('/') || /\.(?:md|json|pbn|org|com)\b/.test(run)) continue;
          for (const word of run.match(/[A-Za-zČĆĐŠŽčćđšž]+/g) ?? []) {
            if (/[a-zčćđšž]/.test(word) && !LATIN_WORDS.has(word) && !(path === 'errors.bad-locale' && LOCALE_CODES.has(word))) {
              latin.push(`${path}: ${word}`);
            }
          }
        }
      }
    }
    expect(latin).toEqual([]);
    expect(cyrillic.filter(([, m]) => /[\u0400-\u04ff]/.test(m)).length).toBeGreaterThan(cyrillic.length * 0.9);
  });

  it('writes the suit order of a written hand in Cyrillic words (issue 28)', () => {
    const { table, errors } = messagesFor('sr-Cyrl') as unknown as { table: { form: Record<string, string> }; errors: Record<string, string> };
    expect(table.form.dealHint).toContain('сваки као пик.херц.каро.треф: {example}');
    expect(errors['wrong-suit-count']).toContain('(пик.херц.каро.треф)');
  });

  it('writes the seat letters as Serbian initials and the other languages under their own names', () => {
    expect(messagesFor('sr-Cyrl').common.seatLetters).toEqual({ N: 'С', E: 'И', S: 'Ј', W: 'З' });
    expect(messagesFor('sr-Cyrl').errors['bad-locale']).toBe('„{locale}“ није језик сајта: користите sr, sr-Cyrl, lv или en.');
    expect(messagesFor('sr-Cyrl').common.language).toMatchObject({ names: { sr: 'Српски', lv: 'Latviešu', en: 'English' } });
  });

  it('keeps PBN’s seat letters N, E, S, W Latin, as the address, PBN files and the API read them (B-50)', () => {
    const { errors, pbn } = messagesFor('sr-Cyrl') as unknown as { errors: Record<string, string>; pbn: { errors: Record<string, string> } };
    expect(errors['bad-seat']).toBe('„{seat}“ није страна: користите N, E, S или W (енглеска слова за Север, Исток, Југ и Запад).');
    expect(errors['missing-declarer']).toContain('(N, E, S или W)');
    expect(errors['unknown-seat']).toContain('N:');
    expect(pbn.errors['pbn-bad-seat']).toContain('енглеским словима N, E, S и W (Север, Исток, Југ, Запад)');
  });
});

describe("translator('sr-Cyrl')", () => {
  it('gives the library’s errors and explanations in Cyrillic', () => {
    const parsed = parseHand('AKQ2.KJ3.T8.Q43');
    if (parsed.ok) throw new Error('12 cards parsed');
    expect(formatIssue('sr-Cyrl', parsed.error)).toBe('Лист мора имати 13 карата; овај има 12.');
    const t = translator('sr-Cyrl', { strict: true });
    expect(t('common.card', { suit: 'H', rank: 'K' })).toBe('херц краљ');
    expect(t('common.nt')).toBe('БА');
  });

  it('prints numbers as Serbian does (2,5) and no-trump calls with BA', () => {
    expect(localizeValues('sr-Cyrl', 'брзих штихова {qt}', { qt: 2.5 })).toEqual({ qt: '2,5' });
    expect(localizeValues('sr-Cyrl', '{call}', { call: '3NT' }, 'BA')).toEqual({ call: '3 BA' });
  });
});
