// PBN lexer: a file's text as tokens with their 1-based line: tag pairs, comments, words, blank lines.
// Example: lexPbn('[Board "1"]\n1NT Pass ; Stayman') → tag Board "1" (line 1), word 1NT, word Pass, comment.

import { err, ok, type Result } from '../../result';
import { pbnIssue, type PbnIssue } from './issue';

export type PbnToken =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'comment'; readonly text: string; readonly line: number }
  | { readonly kind: 'word'; readonly text: string; readonly line: number }
  /** An empty line: it ends a game. Runs of empty lines give one token. */
  | { readonly kind: 'blank'; readonly line: number };

/** A word of a section, with its line. */
export type PbnWord = { readonly text: string; readonly line: number };
/** A tag as read, with the section words that follow it (Auction, Play, or any other section). */
export type PbnRawTag = { readonly name: string; readonly value: string; readonly line: number; readonly words: PbnWord[] };

const TAG = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/;
const WORD_END = /[\s{;[]/;

/** Splits PBN text into tokens. A BOM is dropped; lines starting with '%' are directives and skipped. */
export function lexPbn(text: string): Result<PbnToken[], PbnIssue> {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const tokens: PbnToken[] = [];
  const lines = src.split(/\r\n|\r|\n/);
  let comment: { text: string; line: number } | null = null; // an open {…} comment spanning lines
  for (let n = 0; n < lines.length; n++) {
    const lineNo = n + 1;
    const line = lines[n];
    let i = 0;
    if (comment) {
      const close = line.indexOf('}');
      if (close < 0) {
        comment.text += `\n${line}`;
        continue;
      }
      tokens.push({ kind: 'comment', text: `${comment.text}\n${line.slice(0, close)}`.trim(), line: comment.line });
      comment = null;
      i = close + 1;
    } else if (line.startsWith('%')) {
      continue;
    } else if (line.trim() === '') {
      if (tokens.length > 0 && tokens[tokens.length - 1].kind !== 'blank') tokens.push({ kind: 'blank', line: lineNo });
      continue;
    }
    while (i < line.length) {
      const ch = line[i];
      if (ch === ' ' || ch === '\t' || ch === '\f' || ch === '\v') {
        i++;
      } else if (ch === ';') {
        tokens.push({ kind: 'comment', text: line.slice(i + 1).trim(), line: lineNo });
        break;
      } else if (ch === '{') {
        const close = line.indexOf('}', i + 1);
        if (close < 0) {
          comment = { text: line.slice(i + 1), line: lineNo };
          break;
        }
        tokens.push({ kind: 'comment', text: line.slice(i + 1, close).trim(), line: lineNo });
        i = close + 1;
      } else if (ch === '[') {
        const m = TAG.exec(line.slice(i));
        if (!m) return err(pbnIssue('pbn-bad-tag', lineNo, { found: line.slice(i).trim().slice(0, 60) }));
        tokens.push({ kind: 'tag', name: m[1], value: m[2].replace(/\\(.)/g, '$1'), line: lineNo });
        i += m[0].length;
      } else {
        let j = i + 1;
        while (j < line.length && !WORD_END.test(line[j])) j++;
        tokens.push({ kind: 'word', text: line.slice(i, j), line: lineNo });
        i = j;
      }
    }
  }
  if (comment) return err(pbnIssue('pbn-unclosed-comment', comment.line));
  return ok(tokens);
}

/** A tag value as PBN writes it: quotes and backslashes escaped, line breaks folded to spaces. */
export function quotePbn(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/\r\n|\r|\n/g, ' ')}"`;
}
