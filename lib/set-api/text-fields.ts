// The free-text fields of a teacher's set and a student: NFC-normalized, trimmed, bounded in characters, and refused
// when they hold control or bidi characters, invisible ones, lone surrogates or a pile of combining marks, or say
// nothing visible (a name is shown to the teacher, printed and put into CSV: two names that look alike must differ
// in what one sees). Example: displayText('  Ana\u0301 ', { max: 40 }, 'name') → ok('Aná'); displayText('Ana\u200B', …) → err.

import { err, issue, ok, type Issue, type Result } from '../result';

/** Control characters (C0, DEL, C1) and the bidi embeddings, overrides and isolates that reorder what follows. */
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/**
 * What shows nothing: the default-ignorable characters (zero-width space, joiners' kin, bidi marks, fillers, tag
 * characters, soft hyphen…) and the blank Braille pattern, but for the zero-width joiner and the emoji variation
 * selectors that emoji need (👩‍🏫, ♠️). And lone surrogates, which are no text at all (SQLite stores them as bad UTF-8).
 */
const INVISIBLE = /(?![\u200D\uFE0E\uFE0F])[\p{Default_Ignorable_Code_Point}\u2800]|\p{Cs}/u;
/** More combining marks on one letter than any language stacks ('a' with 39 accents). */
const MARK_PILE = /\p{M}{4}/u;
/** Something one can see: a letter, a digit, a symbol or a punctuation mark. */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;
/** Line breaks and tabs: allowed in instructions, not in one-line fields. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

export interface TextRule {
  readonly max: number;
  /** Empty is allowed (instructions); a title and a name must say something. */
  readonly optional?: boolean;
  /** Several lines allowed (instructions). */
  readonly multiline?: boolean;
}

/** A field's text as stored: NFC, trimmed, CRLF → LF; the issue names the field and what is wrong with it. */
export function displayText(value: string, rule: TextRule, field: string): Result<string, Issue> {
  // bounded before anything else: a megabyte of name is refused without being normalized
  if (value.length > rule.max * 4) return err(issue('text-too-long', { field, limit: rule.max }));
  const text = value.normalize('NFC').replace(/\r\n?|[\u2028\u2029]/g, (line) => (rule.multiline ? '\n' : line)).trim();
  if (text === '' && !rule.optional) return err(issue('text-empty', { field }));
  if (FORBIDDEN.test(text) || INVISIBLE.test(text) || MARK_PILE.test(text) || (!rule.multiline && LINE_BREAKS.test(text))) {
    return err(issue('text-bad-character', { field }));
  }
  if (text !== '' && !VISIBLE.test(text)) return err(issue('text-empty', { field }));
  const length = Array.from(text).length;
  if (length > rule.max) return err(issue('text-too-long', { field, limit: rule.max, length }));
  return ok(text);
}
