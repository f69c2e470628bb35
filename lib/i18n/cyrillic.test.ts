import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCyrillic, toCyrillicMessage, toLatin } from './cyrillic';
import { messagesFor } from './messages';

describe('Serbian Latin → Cyrillic', () => {
  it.each([
    ['Otvaranje', 'Отварање'],
    ['ljubav, Ljubljana', 'љубав, Љубљана'],
    ['njegov Njegoš', 'његов Његош'],
    ['džep Džon', 'џеп Џон'],
    ['đak ćup čas šta žandar', 'ђак ћуп час шта жандар'],
    ['brzi štihovi i dama', 'брзи штихови и дама'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(toCyrillic(latin)).toBe(cyrillic);
  });

  it.each([
    ['nadživeti', 'надживети'],
    ['podžanr', 'поджанр'],
    ['odžaliti', 'оджалити'],
    ['injekcija', 'инјекција'],
    ['konjunkcija', 'конјункција'],
    ['konjugacija', 'конјугација'],
    ['vanjezički', 'ванјезички'],
    ['Tanjug', 'Танјуг'],
  ])('a digraph across two parts of a word stays two letters: %s → %s', (latin, cyrillic) => {
    expect(toCyrillic(latin)).toBe(cyrillic);
  });

  it('keeps abbreviations, rule ids, shapes, numbers, suit symbols and foreign names as written', () => {
    expect(toCyrillic('Otvorite 1 BA sa 15–17 HD i 2 brza štiha (O-1NT).')).toBe('Отворите 1 БА са 15–17 HD и 2 брза штиха (O-1NT).');
    expect(toCyrillic('HDr u partnerovoj boji ♥, raspodela 4-3-3-3, pravilo RB-NEW-MIN')).toBe('HDr у партнеровој боји ♥, расподела 4-3-3-3, правило RB-NEW-MIN');
    expect(toCyrillic('Blackwood 4 BA pita za asove; PBN datoteka')).toBe('Блеквуд 4 БА пита за асове; PBN датотека');
    expect(toCyrillic('uključite JavaScript.')).toBe('укључите JavaScript.');
    expect(toCyrillic('H-bodovi i D-bodovi')).toBe('H-бодови и D-бодови');
    expect(toCyrillic('A onda: kontra (D-X).')).toBe('А онда: контра (D-X).');
    // a word in capitals is read as an abbreviation (SAD, BBO) and stays
    expect(toCyrillic('SAD i BBO')).toBe('SAD и BBO');
  });

  it('writes BA as БА and Blackwood as Блеквуд, with their endings (issue 18)', () => {
    expect(toCyrillic('Posle 1BA i 2 BA-a, Blackwood i sa Blackwoodom')).toBe('После 1БА и 2 БА-а, Блеквуд и са Блеквудом');
  });

  it('keeps card letters Latin, one notation in both scripts, but not the conjunction A or the preposition K', () => {
    expect(toCyrillic('Karte se pišu slovima: A je as, K kralj, Q dama, J žandar, T desetka.')).toBe(
      'Карте се пишу словима: A је ас, K краљ, Q дама, J жандар, T десетка.',
    );
    expect(toCyrillic('honori (A, K, Q, J, 10), ♠A i ♥K, A K Q J T, K-x i A-x-x')).toBe('хонори (A, K, Q, J, 10), ♠A и ♥K, A K Q J T, K-x и A-x-x');
    expect(toCyrillic('Dobro. A sada, k severu. K severu ide štih.')).toBe('Добро. А сада, к северу. К северу иде штих.');
    // the written deal is shown as it is typed; the suit order it follows is Serbian words (issue 28)
    expect(toCyrillic('svaki list pik.herc.karo.tref: N:AKQ2.KJ3.T8.Q432')).toBe('сваки лист пик.херц.каро.треф: N:AKQ2.KJ3.T8.Q432');
    expect(toCyrillic('(pik.herc.karo.tref); JT97.T98.KJT.Q43 i K.QJ84.KQ73.J952')).toBe('(пик.херц.каро.треф); JT97.T98.KJT.Q43 и K.QJ84.KQ73.J952');
  });

  it('writes the seat letter J explained by its name as the Serbian Ј, the card letter J as J (issue 28)', () => {
    expect(toCyrillic('S (Sever), I (Istok), J (Jug) i Z (Zapad)')).toBe('С (Север), И (Исток), Ј (Југ) и З (Запад)');
    expect(toCyrillic('S za Sever, I za Istok, J za Jug i Z za Zapad')).toBe('С за Север, И за Исток, Ј за Југ и З за Запад');
    expect(toCyrillic('J (žandar), J za Juga igra, KJ (Jug)')).toBe('J (жандар), J за Југа игра, KJ (Југ)');
    expect(toLatin(toCyrillic('J za Jug'))).toBe('J za Jug');
  });

  it('gives lesson 1 the seat letters in Cyrillic: every run of a Serbian lesson that Markdown emphasis delimits', () => {
    const dir = fileURLToPath(new URL('../../content/sr/', import.meta.url));
    const runs = readdirSync(dir)
      .filter((f) => f.endsWith('.mdx'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').split(/\*\*|`/));
    const converted = runs.map(toCyrillic);
    expect(converted.filter((run) => /J\s*(?:\(|за\s)Југ/u.test(run))).toEqual([]);
    expect(converted.some((run) => run.includes('Ј (Југ)'))).toBe(true);
  });

  it('keeps file names, paths and addresses as written', () => {
    expect(toCyrillic('kao u nastavku (docs/system.md, odeljak 11).')).toBe('као у наставку (docs/system.md, одељак 11).');
    expect(toCyrillic('vidi bridge.example i /sr/drills, kraj.')).toBe('види bridge.example и /sr/drills, крај.');
  });

  it('converts message text, not the message syntax', () => {
    expect(toCyrillicMessage('{count, plural, one {# odgovor} few {# odgovora} other {# odgovora}}')).toBe(
      '{count, plural, one {# одговор} few {# одговора} other {# одговора}}',
    );
    expect(toCyrillicMessage('Vi ste rekli <call></call>, a sistem {rule}: {option, select, game {manša} other {dalje}}.')).toBe(
      'Ви сте рекли <call></call>, а систем {rule}: {option, select, game {манша} other {даље}}.',
    );
  });

  it('is undone exactly by toLatin on any Serbian Latin text', () => {
    const letter = fc.constantFrom(...'abcčćdđefghijklmnoprsštuvzž'.split(''), ' ', ', ');
    fc.assert(fc.property(fc.array(letter, { maxLength: 60 }), (letters) => {
      const text = letters.join('');
      expect(toLatin(toCyrillic(text))).toBe(text);
    }), { numRuns: 500 });
  });

  it('leaves text with no Serbian Latin letters alone', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 .,;:!?()♠♥♦♣–—„“{}#'.split('')) }), (text) => {
      expect(toCyrillic(text)).toBe(text);
    }));
  });

  it('converts every Serbian message of the site with its syntax intact, and back to the same Latin', () => {
    const leaves: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') leaves.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(messagesFor('sr'));
    expect(leaves.length).toBeGreaterThan(500);
    // argument headers ({count, plural, / {option, select,), plural keys (one {, other {, =0 {) and rich-text tags
    const syntax = (m: string) =>
      [...m.matchAll(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,|(?:zero|one|two|few|many|other|=\d+)\s*\{|<\/?\w+\/?>/g)].map((x) => x[0]).join(' ');
    for (const message of leaves) {
      const cyrillic = toCyrillicMessage(message);
      expect(syntax(cyrillic), message).toBe(syntax(message));
      expect(toLatin(cyrillic)).toBe(message);
    }
  });
});
