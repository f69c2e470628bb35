// A count given as a range ('2+', '4–8', '≤ 16', '…': what a call shows, not what a hand holds) cannot choose a plural
// form: ICU would print 'NaN'. Such an argument's plural is replaced by its `other` branch with the text in place of `#`.
// Example: withRangePlurals('{qt, plural, one {# quick trick} other {# quick tricks}}', { qt: '2+' })
//          → '{qt} quick tricks'; with { qt: 2 } the message is returned as it is.

import type { MessageValues } from './number-values';

const PLURAL_START = /\{\s*([A-Za-z0-9_]+)\s*,\s*(?:plural|selectordinal)\s*,/g;

/** The index just past the brace that closes the one opened at `open` (message[open] === '{'), or -1. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The `other` branch's text of a plural body ('one {…} other {…}'), or null. */
function otherBranch(body: string): string | null {
  const at = /(?:^|[\s}])other\s*\{/.exec(body);
  if (!at) return null;
  const open = body.indexOf('{', at.index);
  const end = closingBrace(body, open);
  return end < 0 ? null : body.slice(open + 1, end - 1);
}

/** True when a value cannot choose a plural form: a string that is not a plain number. */
function isRange(value: string | number | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '' && !Number.isFinite(Number(value));
}

/**
 * The message with every plural whose argument holds a range replaced by its `other` branch (`#` → `{arg}`), or
 * null when no argument holds one (the message can be formatted as it is).
 */
export function withRangePlurals(message: string, values: MessageValues | undefined): string | null {
  if (!values) return null;
  let out = message;
  let changed = false;
  for (let m = nextPlural(out, 0, values); m; m = nextPlural(out, m.from, values)) {
    const end = closingBrace(out, m.start);
    const other = end < 0 ? null : otherBranch(out.slice(m.bodyStart, end - 1));
    if (other === null) return null;
    const replacement = other.replace(/#/g, `{${m.name}}`);
    out = out.slice(0, m.start) + replacement + out.slice(end);
    changed = true;
  }
  return changed ? out : null;
}

function nextPlural(message: string, from: number, values: MessageValues): { start: number; bodyStart: number; name: string; from: number } | null {
  PLURAL_START.lastIndex = from;
  for (let m = PLURAL_START.exec(message); m; m = PLURAL_START.exec(message)) {
    if (isRange(values[m[1]])) return { start: m.index, bodyStart: m.index + m[0].length, name: m[1], from: m.index };
  }
  return null;
}
