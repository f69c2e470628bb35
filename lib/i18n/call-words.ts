// Calls in words of a locale, from the catalogue: as a screen reader should say them ("1 herc", "3 bez aduta", "Dalje",
// "kontra") in an aria-label or title, and as the set's pages print them in plain text ("1♥", "3 BA", "Dalje", "kontra")
// where no coloured symbol can be drawn (a CSV cell). A text of calls ('P 1S P') goes call by call; any other text as it is.
// No-trump the way the locale's prose writes it: 3NT (en, lv), 3 BA with a space (sr, a word of its own; issue 40).
// Example: spokenCall(bid(1, 'H'), t) → '1 herc'; writtenCalls('P 1N', t) → 'Dalje 1 BA' (t: a translator of sr).

import { parseCall } from '../bridge/call';
import { SUIT_SYMBOLS, type Call } from '../bridge/types';

/** A translator at the catalogue's root (next-intl's useTranslations() or lib/i18n/translate.ts's translator). */
export type CallWords = (key: string) => string;

/** What a screen reader says for a call: the level and the strain's name, or the word for pass, double, redouble. */
export function spokenCall(call: Call, t: CallWords): string {
  return call.kind === 'bid' ? `${call.level} ${t(`common.suits.${call.strain}`)}` : t(`table.calls.${call.kind}`);
}

/** The no-break space a label puts between a level and a no-trump word (3 BA never breaks across a line). */
export const NO_BREAK_SPACE = '\u00a0';

/**
 * What goes between a level and the locale's no-trump short form (common.nt): nothing after the letters NT (3NT),
 * a space before a word of its own (3 BA, as the Serbian lessons write it); `space` is the space to put (a label's
 * is NO_BREAK_SPACE).
 */
export function noTrumpSpace(noTrump: string, space = ' '): string {
  return noTrump === 'NT' ? '' : space;
}

/** A no-trump bid in the locale's short form: noTrumpBid(3, 'NT') → '3NT'; noTrumpBid(3, 'BA') → '3 BA'. */
export function noTrumpBid(level: number | string, noTrump: string, space = ' '): string {
  return `${level}${noTrumpSpace(noTrump, space)}${noTrump}`;
}

/** A call as a page prints it in text: 1♥ and the locale's no-trump (3 BA, 3NT), the words for pass, double and redouble. */
export function writtenCall(call: Call, t: CallWords): string {
  if (call.kind !== 'bid') return t(`table.calls.${call.kind}`);
  return call.strain === 'N' ? noTrumpBid(call.level, t('common.nt')) : `${call.level}${SUIT_SYMBOLS[call.strain]}`;
}

function eachCall(text: string, say: (call: Call) => string): string {
  const parts = text.trim() === '' ? [] : text.trim().split(/\s+/).map((part) => parseCall(part));
  if (parts.length === 0 || !parts.every((p) => p.ok)) return text;
  return parts.map((p) => (p.ok ? say(p.value) : '')).join(' ');
}

/** A call or a text of calls as spoken ('P 1S' → 'Dalje 1 pik'); text that is not calls (a score, '') unchanged. */
export function spokenCalls(text: string, t: CallWords): string {
  return eachCall(text, (call) => spokenCall(call, t));
}

/** A call or a text of calls as printed ('P 1N' → 'Dalje 1 BA'); text that is not calls (a score, '') unchanged. */
export function writtenCalls(text: string, t: CallWords): string {
  return eachCall(text, (call) => writtenCall(call, t));
}
