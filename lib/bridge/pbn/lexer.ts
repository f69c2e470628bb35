// PBN lexer: a file's text as tokens with their 1-based line: tag pairs, comments, words, blank lines, and the
// problems found (a broken tag, a comment never closed) as tokens too, so one bad game does not stop the file.
// Example: lexPbn('[Board "1"]\n1NT Pass ; Stayman') → tag Board "1" (line 1), word 1NT, word Pass, comment.

import { pbnIssue, type PbnIssue } from './issue';

export type PbnToken =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'comment'; readonly text: string; readonly line: number }
  | { readonly kind: 'word'; readonly text: string; readonly line: number }
  /** An empty line: it ends a game. Runs of empty lines give one token. */
  | { readonly kind: 'blank'; readonly line: number }
  /** Text that is not PBN: the game it stands in is skipped with this issue. */
  | { readonly kind: 'bad'; readonly issue: PbnIssue; readonly line: number };

/** A word of a section, with its line; a comment standing in the section is a word with `comment` set. */
export type PbnWord = { readonly text: string; readonly line: number; readonly comment?: true };
/** A tag as read, with the section words that follow it (Auction, Play, or any other section). */
export type PbnRawTag = { readonly name: string; readonly value: string; readonly line: number; readonly words: PbnWord[] };

// PBN 2.1 asks for a space between the name and the value; files without it are common, so it is optional
const TAG = /^\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]/;
// a lone backslash before the closing quote ("C:\deals\") is text, not an escape: the value ends at the first `"]`
const LOOSE_TAG = /^\[\s*([A-Za-z0-9_]+)\s*"([^\n]*?)"\s*\]/;
// a tag whose value runs over several lines: its opening part
const OPEN_TAG = /^\[\s*[A-Za-z0-9_]+\s*"/;
/** A value may run over this many lines at most: beyond, the tag is reported as broken. */
const MAX_TAG_LINES = 20;
const WORD_END = /[\s{;[]/;

/** A tag value as written, with `\"` and `\\` unescaped; any other backslash is kept as it stands. */
function unescapeValue(value: string): string {
  return value.replace(/\\(["\\])/g, '$1');
}

/** The tag at the start of `text` (one line, or several joined by '\n'): name, value, length read; null if none. */
function matchTag(text: string): { name: string; value: string; length: number } | null {
  const strict = TAG.exec(text);
  if (strict) return { name: strict[1], value: unescapeValue(strict[2]), length: strict[0].length };
  const loose = LOOSE_TAG.exec(text.replace(/\n/g, '\u0000'));
  if (!loose) return null;
  return { name: loose[1], value: loose[2].replace(/\u0000/g, '\n'), length: loose[0].length };
}

/** Splits PBN text into tokens. A BOM is dropped; lines starting with '%' are directives and skipped. */
export function lexPbn(text: string): PbnToken[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const tokens: PbnToken[] = [];
  const lines = src.split(/\r\n|\r|\n/);
  let comment: { text: string; line: number } | null = null; // an open {…} comment spanning lines
  for (let n = 0; n < lines.length; n++) {
    let lineNo = n + 1;
    let line = lines[n];
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
        let rest = line.slice(i);
        let found = matchTag(rest);
        // a value over several lines: the following lines are joined until the tag closes (a bounded number)
        let joined = 0;
        if (!found && OPEN_TAG.test(rest) && !rest.slice(rest.indexOf('"') + 1).includes('"')) {
          while (!found && joined < MAX_TAG_LINES && n + joined + 1 < lines.length && lines[n + joined + 1].trim() !== '') {
            joined++;
            rest += `\n${lines[n + joined]}`;
            found = matchTag(rest);
          }
        }
        if (!found) {
          tokens.push({ kind: 'bad', issue: pbnIssue('pbn-bad-tag', lineNo, { found: line.slice(i).trim().slice(0, 60) }), line: lineNo });
          break;
        }
        tokens.push({ kind: 'tag', name: found.name, value: found.value, line: lineNo });
        if (joined > 0) {
          // the rest of the tag's last line is read on; its tokens carry that line's number
          n += joined;
          lineNo = n + 1;
          const used = found.length - (rest.length - lines[n].length);
          line = lines[n];
          i = used;
        } else {
          i += found.length;
        }
      } else {
        let j = i + 1;
        while (j < line.length && !WORD_END.test(line[j])) j++;
        tokens.push({ kind: 'word', text: line.slice(i, j), line: lineNo });
        i = j;
      }
    }
  }
  if (comment) tokens.push({ kind: 'bad', issue: pbnIssue('pbn-unclosed-comment', comment.line), line: comment.line });
  return tokens;
}

/** A tag value as PBN writes it: quotes and backslashes escaped, line breaks folded to spaces. */
export function quotePbn(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/\r\n|\r|\n/g, ' ')}"`;
}
