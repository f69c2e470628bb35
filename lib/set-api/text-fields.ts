// The free-text fields of a teacher's set and a student: NFC-normalized, trimmed, bounded in characters, and refused
// when they hold control or bidi-override characters (a name is shown to the teacher, printed and put into CSV).
// Example: displayText('  Ana\u0301 ', 40, 'name') → ok('Aná'); displayText('a\u0007b', 40, 'name') → err('bad-text').

import { err, issue, ok, type Issue, type Result } from '../result';

/** Control characters (C0, DEL, C1) and the bidi embeddings, overrides and isolates that reorder what follows. */
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/** Line breaks and tabs: allowed in instructions, not in one-line fields. */
const LINE_BREAKS = /[\t\n\r]/;

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
  const text = value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (text === '' && !rule.optional) return err(issue('text-empty', { field }));
  if (FORBIDDEN.test(text) || (!rule.multiline && LINE_BREAKS.test(text))) return err(issue('text-bad-character', { field }));
  const length = Array.from(text).length;
  if (length > rule.max) return err(issue('text-too-long', { field, limit: rule.max, length }));
  return ok(text);
}
