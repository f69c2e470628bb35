// Serbian Latin → Cyrillic (issue 8: every Serbian page also in Cyrillic, made from the Latin source). Text only:
// the system's Latin abbreviations (HD, HDr, PBN), rule ids (O-1NT), card letters (A K Q J T, one notation in both
// scripts), foreign names (Chicago, JavaScript) and anything with a digit stay as written; BA, the Serbian
// abbreviation for no-trump, is written БА, and Blackwood is Блеквуд (issue 18); the seat letter J explained by its
// name (J za Jug) is the Serbian Ј (issue 28); the digraphs lj, nj, dž become љ, њ, џ except where a word joins two
// parts (nadživeti, injekcija).
// Example: toCyrillic('Otvaranje 1 BA sa 15–17 HD (O-1NT), A K Q.') → 'Отварање 1 БА са 15–17 HD (O-1NT), A K Q.'

const LETTERS: Readonly<Record<string, string>> = {
  a: 'а', b: 'б', c: 'ц', č: 'ч', ć: 'ћ', d: 'д', đ: 'ђ', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'ј', k: 'к',
  l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у', v: 'в', z: 'з', ž: 'ж',
};
const DIGRAPHS: Readonly<Record<string, string>> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/** Words written as they are in both scripts: the system's abbreviations and the names it takes from English. */
const KEEP: ReadonlySet<string> = new Set(['HD', 'HDr', 'H', 'D', 'NT', 'PBN', 'BBO', 'Chicago', 'Funbridge', 'JavaScript', 'Q', 'J', 'T']);

/** Words with a fixed Cyrillic form: the Serbian no-trump abbreviation, and Blackwood as Serbian writes the name. */
const FIXED: Readonly<Record<string, string>> = { BA: 'БА', Blackwood: 'Блеквуд' };

/** The card letters that are also Serbian words (the conjunction A, the preposition K) when a sentence begins with them. */
const CARD_WORDS: ReadonlySet<string> = new Set(['A', 'K']);

/**
 * Word beginnings where two letters of a digraph belong to two parts of the word (a prefix and its stem, or a
 * borrowed word): they are written letter by letter (nadživeti → надживети, injekcija → инјекција).
 */
const SPLIT_STARTS: readonly string[] = ['nadž', 'podž', 'odž', 'predž', 'injek', 'konjug', 'konjun', 'vanjez', 'tanjug'];

/** Where the split digraph of a word beginning stands: the first digraph in it. */
function digraphIndex(start: string): number {
  for (let i = 0; i + 1 < start.length; i++) if (DIGRAPHS[start.slice(i, i + 2)] !== undefined) return i;
  return -1;
}

/** A word that is not Serbian Latin text: it has a digit, a letter Serbian does not use (q w x y) or is an abbreviation. */
function staysLatin(word: string): boolean {
  if (KEEP.has(word)) return true;
  if (/[0-9qwxyQWXY]/.test(word)) return true;
  // two or more capitals with at most one lowercase letter: an abbreviation (PBN, HDr, SAD)
  return /^[A-ZČĆĐŠŽ]{2,}[a-zčćđšž]?$/.test(word);
}

function caseLike(source: string, cyrillic: string): string {
  if (source === source.toLowerCase()) return cyrillic;
  // Lj, Nj, Dž at a word's start and LJ, NJ, DŽ in capitals: one Cyrillic capital either way
  return cyrillic.toUpperCase();
}

function wordToCyrillic(word: string): string {
  const fixed = /^(\d*)(BA|Blackwood)(\p{Ll}*)$/u.exec(word);
  // 1BA → 1БА, Blackwoodom → Блеквудом
  if (fixed) return fixed[1] + FIXED[fixed[2]] + wordToCyrillic(fixed[3]);
  if (staysLatin(word)) return word;
  const lower = word.toLowerCase();
  const split = SPLIT_STARTS.find((start) => lower.startsWith(start));
  // the digraph a split beginning contains is written letter by letter
  const splitAt = split === undefined ? -1 : digraphIndex(split);
  let out = '';
  for (let i = 0; i < word.length; ) {
    const pair = lower.slice(i, i + 2);
    if (DIGRAPHS[pair] !== undefined && i !== splitAt) {
      out += caseLike(word.slice(i, i + 2), DIGRAPHS[pair]);
      i += 2;
      continue;
    }
    const letter = LETTERS[lower[i]];
    out += letter === undefined ? word[i] : caseLike(word[i], letter);
    i += 1;
  }
  return out;
}

/** Runs of letters (Latin with Serbian diacritics) and the code-like tokens around them (O-1NT, 3NT, e-mail). */
const TOKEN = /[A-Za-zČĆĐŠŽčćđšž0-9]+(?:-[A-Za-zČĆĐŠŽčćđšž0-9]+)*/g;

/** Rule ids and shapes: capitals and digits joined by hyphens (O-1NT, RB-NEW-MIN, D-X, 4-3-3-3). */
const CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+)+$/;

/**
 * The endings that make a dotted name a file or an address (system.md, bridge.example, site.org). A dotted run of
 * Serbian words (the written suit order pik.herc.karo.tref) is text and is converted (issue 28).
 */
const NAME_ENDING = /[A-Za-z0-9]\.(?:md|mdx|json|pbn|csv|txt|ts|tsx|js|mjs|html|pdf|org|com|net|rs|lv|eu|io|dev|example)(?![A-Za-z])/i;

/** A file name, path, address or written deal (docs/system.md, example.org, N:AKQ2…): the run of text around a token with a slash, a file or address ending, or a seat's colon. */
function inPath(text: string, start: number, end: number): boolean {
  let from = start;
  let to = end;
  while (from > 0 && !/\s/.test(text[from - 1])) from--;
  while (to < text.length && !/\s/.test(text[to])) to++;
  const run = text.slice(from, to);
  // a path (/), a file or host name (system.md) or a written deal (N:AKQ2.KJ3…)
  return run.includes('/') || NAME_ENDING.test(run) || /[A-Za-z]:[A-Za-z0-9]/.test(run);
}

/** The seat letter J explained by its name („J (Jug)“, „J za Jug“): the Serbian initial Ј, not the card letter J. */
const SEAT_J = /^\s*(?:\(|za\s+)Jug(?!\p{L})/u;

/**
 * Plain text in Cyrillic; rule ids, shapes, file names and addresses stay as written, a hyphenated word is converted
 * part by part (H-bodovi).
 */
export function toCyrillic(text: string): string {
  return text.replace(TOKEN, (token: string, at: number) => {
    if (CODE.test(token) || inPath(text, at, at + token.length)) return token;
    if (token === 'J' && SEAT_J.test(text.slice(at + 1))) return 'Ј';
    if (CARD_WORDS.has(token)) return isSentenceWord(text, at, at + token.length) ? wordToCyrillic(token) : token;
    // K-x, A-x-x: a holding's card letters stay Latin as well
    return token.split('-').map((part) => (CARD_WORDS.has(part) ? part : wordToCyrillic(part))).join('-');
  });
}

/**
 * A lone A or K is a card letter (A K Q J T, „A je as“, ♠A), except where it begins a sentence and a small letter
 * follows: „A onda…“ (but), „K severu…“ (towards).
 */
function isSentenceWord(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start).replace(/[„"“*_(]+$/u, '');
  const opensSentence = before.trim() === '' || /[.!?]\s*$/u.test(before) || /\n\s*$/u.test(before);
  return opensSentence && /^\s+\p{Ll}/u.test(text.slice(end));
}

/**
 * A message template (ICU, with rich-text tags) in Cyrillic: the text is converted, the syntax is not — argument
 * names, plural and select keywords and keys, and tag names stay as they are. Example:
 * toCyrillicMessage('{count, plural, one {# odgovor} other {# odgovora}}') → '{count, plural, one {# одговор} other {# одговора}}'.
 */
export function toCyrillicMessage(template: string): string {
  // contexts on a stack: 'text' (convert) and 'syntax' (an argument's name, type and keys: keep)
  const stack: ('text' | 'syntax')[] = ['text'];
  let out = '';
  let run = '';
  const flush = () => {
    out += stack[stack.length - 1] === 'text' ? toCyrillic(run) : run;
    run = '';
  };
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    const top = stack[stack.length - 1];
    if (c === '{') {
      flush();
      stack.push(top === 'text' ? 'syntax' : 'text'); // an argument opens syntax; a branch opens text
      out += c;
    } else if (c === '}') {
      flush();
      if (stack.length > 1) stack.pop();
      out += c;
    } else if (c === '<' && top === 'text') {
      // a rich-text tag: <call>, </call>, <b/>
      const end = template.indexOf('>', i);
      if (end === -1) {
        run += c;
        continue;
      }
      flush();
      out += template.slice(i, end + 1);
      i = end;
    } else run += c;
  }
  flush();
  return out;
}

const LATIN: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(LETTERS).map(([latin, cyrillic]) => [cyrillic, latin]),
  ...Object.entries(DIGRAPHS).map(([latin, cyrillic]) => [cyrillic, latin]),
]);

/** Cyrillic back to Latin (the exact inverse on Serbian text: дж → dž and џ → dž alike; Блеквуд → Blackwood). */
export function toLatin(text: string): string {
  return text.split(/(Блеквуд)/u).map((part) => (part === 'Блеквуд' ? 'Blackwood' : lettersToLatin(part))).join('');
}

function lettersToLatin(text: string): string {
  let out = '';
  for (const c of text) {
    const lower = c.toLowerCase();
    const latin = LATIN[lower];
    if (latin === undefined) out += c;
    else if (c === lower) out += latin;
    else out += latin.length === 2 ? latin[0].toUpperCase() + latin[1] : latin.toUpperCase();
  }
  return out;
}
