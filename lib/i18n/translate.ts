// Localized text outside React (the command line, API routes): ICU messages via use-intl's core.
// Example: formatIssue('en', { code: 'wrong-card-count', params: { found: 12 } }) → 'A hand needs 13 cards …'.

import { createTranslator } from 'use-intl/core';
import type { Issue } from '../result';
import type { Locale } from './locales';
import { messagesFor, type Messages } from './messages';
import { localizeValues } from './number-values';
import { withRangePlurals } from './range-plural';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** The raw ICU message at a 'namespace.key' path, or undefined. */
function rawMessage(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/**
 * A translator for one locale; keys are 'namespace.key' paths into the catalogue. Numbers and no-trump calls print the
 * locale's way. `strict` (for tests) throws on a missing key or argument instead of printing the key.
 */
export function translator(locale: Locale, { strict = false }: { strict?: boolean } = {}): Translate {
  const messages = messagesFor(locale);
  const onError = strict
    ? (error: Error) => {
        throw error;
      }
    : undefined;
  const t = createTranslator({ locale, messages: messages as never, ...(onError ? { onError } : {}) }) as unknown as (k: string, p?: object) => string;
  const nt = rawMessage(messages, 'common.nt');
  const noTrump = typeof nt === 'string' ? nt : 'NT';
  return (key, params) => {
    const raw = rawMessage(messages, key);
    const values = localizeValues(locale, raw, params, noTrump);
    const ranged = typeof raw === 'string' ? withRangePlurals(raw, values) : null;
    if (ranged === null) return t(key, values as object);
    // a count given as a range ('2+') takes the plural's other branch: a one-message translator formats it
    const once = createTranslator({ locale, messages: { m: ranged } as never, ...(onError ? { onError } : {}) }) as unknown as (k: string, p?: object) => string;
    return once('m', values as object);
  };
}

/** The localized message for an issue found in user input; its code is a key of the errors namespace. */
export function formatIssue(locale: Locale, found: Issue): string {
  return translator(locale)(`errors.${found.code}`, found.params);
}
