// LIN text as BBO writes it: `tag|value|` pairs (a tag of two letters, a value up to the next bar), line breaks between
// pairs allowed; and the LIN of a hand-viewer link (`…/handviewer.html?lin=…`, URL-encoded). Each pair keeps the
// 1-based character position of its tag, for the issues. Example: linPairs('pn|A,B,C,D|st||') → [{ tag: 'pn', value:
// 'A,B,C,D', at: 1 }, { tag: 'st', value: '', at: 13 }].

import { linIssue, type LinIssue } from './issue';

export interface LinPair {
  readonly tag: string;
  readonly value: string;
  /** 1-based position of the tag in the text. */
  readonly at: number;
}

/** The text's pairs, and the first place where it stops being pairs (the rest of the text is not read). */
export function linPairs(text: string): { readonly pairs: LinPair[]; readonly issue: LinIssue | null } {
  const pairs: LinPair[] = [];
  let k = 0;
  while (k < text.length) {
    // line breaks and spaces between pairs are the files' and the links' own wrapping
    while (k < text.length && /\s/.test(text[k])) k++;
    if (k >= text.length) break;
    const bar = text.indexOf('|', k);
    const tag = bar < 0 ? text.slice(k) : text.slice(k, bar);
    if (bar < 0 || !/^[A-Za-z]{2}$/.test(tag)) return { pairs, issue: linIssue('lin-bad-pair', k + 1, { found: tag.slice(0, 20) }) };
    const end = text.indexOf('|', bar + 1);
    // a last value without its closing bar (the end of a pasted text) is read to the end
    const value = end < 0 ? text.slice(bar + 1) : text.slice(bar + 1, end);
    pairs.push({ tag: tag.toLowerCase(), value: value.replace(/\r?\n/g, ''), at: k + 1 });
    k = end < 0 ? text.length : end + 1;
  }
  return { pairs, issue: null };
}

/** Whether a text is a hand-viewer link (or any address) rather than LIN itself. */
export function isLinLink(text: string): boolean {
  return /^\s*https?:\/\//i.test(text);
}

/**
 * The LIN of a link's `lin` parameter, decoded; null when the link has none. BBO's links encode the LIN (%7C for the
 * bars, %20 or + for spaces); a link pasted with its bars as they are reads the same.
 */
export function linOfLink(link: string): string | null {
  const query = link.trim().replace(/#.*$/, '').split('?').slice(1).join('?');
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).toLowerCase() !== 'lin') continue;
    const raw = part.slice(eq + 1);
    const spaced = raw.includes('%20') ? raw : raw.replace(/\+/g, ' ');
    try {
      return decodeURIComponent(spaced);
    } catch {
      return spaced;
    }
  }
  return null;
}
