// A PBN file's bytes as text: UTF-8 (with or without BOM), UTF-16 with a BOM, or one of the single-byte code pages
// clubs' programs still write (Windows-1252/Latin-1, -1250 for Serbian, -1257 for Latvian), named or detected.
// Example: decodePbn(Uint8Array.of(0x5b, …, 0x9a, 0xe6)) → { text: '[…šć', encoding: 'windows-1250' }.

export const PBN_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'windows-1250', 'windows-1257'] as const;
export type PbnEncoding = (typeof PBN_ENCODINGS)[number];

type SingleByte = 'windows-1252' | 'windows-1250' | 'windows-1257';

/** Letters each code page is chosen for: a text read with the right one shows many of them and no stray symbols. */
const LETTERS: Record<SingleByte, string> = {
  'windows-1252': 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿßÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝ',
  'windows-1250': 'čćđšžČĆĐŠŽáéíóúýěřůňťďĺľŕÁÉÍÓÚÝĚŘŮŇŤĎąęłńśźżĄĘŁŃŚŹŻöüäÖÜÄ',
  'windows-1257': 'āēīūčšžķļņģĀĒĪŪČŠŽĶĻŅĢąęėįųĄĘĖĮŲõöüäÕÖÜÄ',
};

/** Names a file's own header may give (`% Content-type: text/x-pbn; charset=…`), to the code page read. */
const CHARSET_NAMES: Record<string, PbnEncoding> = {
  'utf-8': 'utf-8', utf8: 'utf-8',
  'iso-8859-1': 'windows-1252', latin1: 'windows-1252', 'latin-1': 'windows-1252', 'windows-1252': 'windows-1252', cp1252: 'windows-1252',
  'windows-1250': 'windows-1250', cp1250: 'windows-1250', 'iso-8859-2': 'windows-1250',
  'windows-1257': 'windows-1257', cp1257: 'windows-1257', 'iso-8859-13': 'windows-1257',
};

/** How plausible a decoding is: letters of its language count up; controls, symbols and U+FFFD count down. */
function score(text: string, encoding: SingleByte): number {
  let total = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80) continue;
    if (LETTERS[encoding].includes(ch)) total += 2;
    else if (code === 0xfffd || (code >= 0x80 && code < 0xa0)) total -= 3;
    else if (/\p{L}/u.test(ch)) total -= 1;
    else total -= 2;
  }
  return total;
}

/** The charset a `%` line names, among the ones read; null when none is named or it is unknown. */
function declaredCharset(head: string): PbnEncoding | null {
  const m = /^%.*charset\s*=\s*"?([\w-]+)/im.exec(head);
  return m ? CHARSET_NAMES[m[1].toLowerCase()] ?? null : null;
}

/** The file's text and the encoding it was read with; never throws (an unknown byte becomes U+FFFD). */
export function decodePbn(bytes: Uint8Array): { text: string; encoding: PbnEncoding } {
  const read = (encoding: PbnEncoding, fatal = false) => new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: read('utf-16le'), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: read('utf-16be'), encoding: 'utf-16be' };
  try {
    return { text: read('utf-8', true), encoding: 'utf-8' };
  } catch {
    // not UTF-8: the header's charset when it names one we read, else the code page whose letters fit best
  }
  const named = declaredCharset(new TextDecoder('windows-1252').decode(bytes.subarray(0, 4096)));
  if (named && named !== 'utf-8') return { text: read(named), encoding: named };
  const candidates: SingleByte[] = ['windows-1252', 'windows-1250', 'windows-1257'];
  let best: { text: string; encoding: PbnEncoding; score: number } | null = null;
  for (const encoding of candidates) {
    const text = read(encoding);
    const s = score(text, encoding);
    if (!best || s > best.score) best = { text, encoding, score: s };
  }
  return { text: best!.text, encoding: best!.encoding };
}
